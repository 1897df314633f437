import { defineMessages } from "@housing/i18n";

/** Messages of @housing/search's map view: markers, clusters, popups and the map's controls. */
export const searchMap = defineMessages(
  {
    sv: {
      "search.map.region": "Karta över sökresultaten",
      "search.map.keyboardHint":
        "Markörerna nås med Tab. En grupp zoomar in när du väljer den, en markör visar en sammanfattning. Flytta kartan med piltangenterna när den har fokus.",
      "search.map.loading": "Kartan laddas …",
      "search.map.loadError": "Kartan kunde inte visas. Alla resultat finns i listvyn.",
      "search.map.empty": "Inga resultat med en position att visa på kartan.",
      "search.map.withoutPosition":
        "{count, plural, one {# resultat saknar position och visas bara i listan.} other {# resultat saknar position och visas bara i listan.}}",
      "search.map.cluster.object": "{count, plural, one {# bostad} other {# bostäder}} här, välj för att zooma in",
      "search.map.cluster.stage": "{count, plural, one {# projekt} other {# projekt}} här, välj för att zooma in",
      "search.map.cluster.area": "{count, plural, one {# område} other {# områden}} här, välj för att zooma in",
      "search.map.marker": "{name}, {details}",
      "search.map.popup.close": "Stäng",
      "search.map.popup.stageCount": "{count, plural, one {# projekt} other {# projekt}}",
      "search.map.popup.available": "{count, plural, one {# ledig bostad} other {# lediga bostäder}}",
      "search.map.control.map": "Karta. Flytta med piltangenterna, zooma med plus och minus.",
      "search.map.control.zoomIn": "Zooma in",
      "search.map.control.zoomOut": "Zooma ut",
      "search.map.control.resetBearing": "Vrid kartan så att norr är uppåt",
      "search.map.control.attribution": "Visa eller dölj kartans källor",
    },
  },
  {
    nb: {
      "search.map.region": "Kart over søkeresultatene",
      "search.map.keyboardHint":
        "Markørene nås med Tab. En gruppe zoomer inn når du velger den, en markør viser et sammendrag. Flytt kartet med piltastene når det har fokus.",
      "search.map.loading": "Kartet lastes …",
      "search.map.loadError": "Kartet kunne ikke vises. Alle resultatene finnes i listevisningen.",
      "search.map.empty": "Ingen resultater med posisjon å vise på kartet.",
      "search.map.withoutPosition":
        "{count, plural, one {# resultat mangler posisjon og vises bare i listen.} other {# resultater mangler posisjon og vises bare i listen.}}",
      "search.map.cluster.object": "{count, plural, one {# bolig} other {# boliger}} her, velg for å zoome inn",
      "search.map.cluster.stage": "{count, plural, one {# prosjekt} other {# prosjekter}} her, velg for å zoome inn",
      "search.map.cluster.area": "{count, plural, one {# område} other {# områder}} her, velg for å zoome inn",
      "search.map.marker": "{name}, {details}",
      "search.map.popup.close": "Lukk",
      "search.map.popup.stageCount": "{count, plural, one {# prosjekt} other {# prosjekter}}",
      "search.map.popup.available": "{count, plural, one {# ledig bolig} other {# ledige boliger}}",
      "search.map.control.map": "Kart. Flytt med piltastene, zoom med pluss og minus.",
      "search.map.control.zoomIn": "Zoom inn",
      "search.map.control.zoomOut": "Zoom ut",
      "search.map.control.resetBearing": "Drei kartet slik at nord er opp",
      "search.map.control.attribution": "Vis eller skjul kartets kilder",
    },
    fi: {
      "search.map.region": "Hakutulosten kartta",
      "search.map.keyboardHint":
        "Merkkeihin pääsee sarkaimella. Ryhmän valitseminen lähentää karttaa, merkki näyttää yhteenvedon. Kun kartta on valittuna, sitä voi siirtää nuolinäppäimillä.",
      "search.map.loading": "Karttaa ladataan …",
      "search.map.loadError": "Karttaa ei voitu näyttää. Kaikki tulokset ovat listanäkymässä.",
      "search.map.empty": "Ei kartalla näytettäviä tuloksia, joilla on sijainti.",
      "search.map.withoutPosition":
        "{count, plural, one {# tulokselta puuttuu sijainti, ja se näkyy vain listassa.} other {# tulokselta puuttuu sijainti, ja ne näkyvät vain listassa.}}",
      "search.map.cluster.object": "{count, plural, one {# asunto} other {# asuntoa}} täällä, lähennä valitsemalla",
      "search.map.cluster.stage": "{count, plural, one {# kohde} other {# kohdetta}} täällä, lähennä valitsemalla",
      "search.map.cluster.area": "{count, plural, one {# alue} other {# aluetta}} täällä, lähennä valitsemalla",
      "search.map.marker": "{name}, {details}",
      "search.map.popup.close": "Sulje",
      "search.map.popup.stageCount": "{count, plural, one {# kohde} other {# kohdetta}}",
      "search.map.popup.available": "{count, plural, one {# vapaa asunto} other {# vapaata asuntoa}}",
      "search.map.control.map": "Kartta. Siirrä nuolinäppäimillä, lähennä ja loitonna plus- ja miinusnäppäimillä.",
      "search.map.control.zoomIn": "Lähennä",
      "search.map.control.zoomOut": "Loitonna",
      "search.map.control.resetBearing": "Käännä kartta pohjoinen ylöspäin",
      "search.map.control.attribution": "Näytä tai piilota kartan lähteet",
    },
    en: {
      "search.map.region": "Map of the search results",
      "search.map.keyboardHint":
        "Reach the markers with Tab. Choosing a group zooms in, choosing a marker shows a summary. Move the map with the arrow keys when it has focus.",
      "search.map.loading": "Loading the map …",
      "search.map.loadError": "The map could not be shown. All results are in the list view.",
      "search.map.empty": "No results with a position to show on the map.",
      "search.map.withoutPosition":
        "{count, plural, one {# result has no position and is only shown in the list.} other {# results have no position and are only shown in the list.}}",
      "search.map.cluster.object": "{count, plural, one {# home} other {# homes}} here, choose to zoom in",
      "search.map.cluster.stage": "{count, plural, one {# project} other {# projects}} here, choose to zoom in",
      "search.map.cluster.area": "{count, plural, one {# area} other {# areas}} here, choose to zoom in",
      "search.map.marker": "{name}, {details}",
      "search.map.popup.close": "Close",
      "search.map.popup.stageCount": "{count, plural, one {# project} other {# projects}}",
      "search.map.popup.available": "{count, plural, one {# home available} other {# homes available}}",
      "search.map.control.map": "Map. Move it with the arrow keys, zoom with plus and minus.",
      "search.map.control.zoomIn": "Zoom in",
      "search.map.control.zoomOut": "Zoom out",
      "search.map.control.resetBearing": "Turn the map so north is up",
      "search.map.control.attribution": "Show or hide the map's sources",
    },
  },
);
