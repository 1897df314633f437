import { defineMessages } from "./define";

/** Messages shown by @housing/content-pages. */
export const contentPages = defineMessages(
  {
    sv: {
      "content-pages.start.readMore": "Läs mer",
      "content-pages.meta.published": "Publicerad {date}",
      "content-pages.meta.updated": "Uppdaterad {date}",
      "content-pages.meta.author": "Av {author}",
      "content-pages.articleList.empty": "Det finns inga artiklar här ännu.",
      "content-pages.jobList.location": "Ort",
      "content-pages.jobList.deadline": "Sista ansökningsdag",
      "content-pages.jobList.employment": "Anställningsform",
      "content-pages.jobList.empty": "Vi har inga lediga tjänster just nu. Du är välkommen med en spontanansökan.",
      "content-pages.contact.phone": "Telefon",
      "content-pages.contact.email": "E-post",
      "content-pages.fileList.published": "Publicerad",
      "content-pages.fileList.download": "Ladda ner",
      "content-pages.fileList.fileInfo": "{format}, {size}",
      "content-pages.fileList.empty": "Det finns inga dokument att ladda ner ännu.",
      "content-pages.campaign.period": "Kampanjen gäller {start}–{end}",
      "content-pages.video.consentText":
        "Videon visas från {provider}, som kan sätta egna cookies. Den laddas här när du har tillåtit tredjepartscookies i cookieinställningarna.",
      "content-pages.video.watchExternally": "Se videon ”{title}” på {provider}",
      "content-pages.keyFigures.period": "Period: {period}",
      "content-pages.keyFigures.change": "Förändring",
      "content-pages.search.label": "Sökord",
      "content-pages.search.submit": "Sök",
      "content-pages.search.explanation":
        "Sök bland pressmeddelanden, rapporter och sidor om koncernen. Skriv ett eller flera ord och tryck på Sök.",
      "content-pages.sandbox.notice":
        "Utvecklarsandlåda: här provar vi innehållsblock. Sidan indexeras inte av sökmotorer.",
      "content-pages.imageFile.download": "Ladda ner bilden ({width} × {height} px)",
    },
  },
  {
    nb: {
      "content-pages.start.readMore": "Les mer",
      "content-pages.meta.published": "Publisert {date}",
      "content-pages.meta.updated": "Oppdatert {date}",
      "content-pages.meta.author": "Av {author}",
      "content-pages.articleList.empty": "Det finnes ingen artikler her ennå.",
      "content-pages.jobList.location": "Sted",
      "content-pages.jobList.deadline": "Søknadsfrist",
      "content-pages.jobList.employment": "Stillingstype",
      "content-pages.jobList.empty":
        "Vi har ingen ledige stillinger akkurat nå. Du er velkommen til å sende en åpen søknad.",
      "content-pages.contact.phone": "Telefon",
      "content-pages.contact.email": "E-post",
      "content-pages.fileList.published": "Publisert",
      "content-pages.fileList.download": "Last ned",
      "content-pages.fileList.fileInfo": "{format}, {size}",
      "content-pages.fileList.empty": "Det finnes ingen dokumenter å laste ned ennå.",
      "content-pages.campaign.period": "Kampanjen gjelder {start}–{end}",
      "content-pages.video.consentText":
        "Videoen vises fra {provider}, som kan sette egne informasjonskapsler. Den lastes her når du har tillatt tredjeparts informasjonskapsler i innstillingene.",
      "content-pages.video.watchExternally": "Se videoen «{title}» på {provider}",
      "content-pages.keyFigures.period": "Periode: {period}",
      "content-pages.keyFigures.change": "Endring",
      "content-pages.search.label": "Søkeord",
      "content-pages.search.submit": "Søk",
      "content-pages.search.explanation":
        "Søk i pressemeldinger, rapporter og sider om konsernet. Skriv ett eller flere ord og trykk på Søk.",
      "content-pages.sandbox.notice":
        "Utviklersandkasse: her prøver vi innholdsblokker. Siden indekseres ikke av søkemotorer.",
      "content-pages.imageFile.download": "Last ned bildet ({width} × {height} px)",
    },
    fi: {
      "content-pages.start.readMore": "Lue lisää",
      "content-pages.meta.published": "Julkaistu {date}",
      "content-pages.meta.updated": "Päivitetty {date}",
      "content-pages.meta.author": "Kirjoittaja: {author}",
      "content-pages.articleList.empty": "Täällä ei ole vielä artikkeleita.",
      "content-pages.jobList.location": "Paikkakunta",
      "content-pages.jobList.deadline": "Hakuaika päättyy",
      "content-pages.jobList.employment": "Työsuhde",
      "content-pages.jobList.empty":
        "Meillä ei ole juuri nyt avoimia työpaikkoja. Voit lähettää meille avoimen hakemuksen.",
      "content-pages.contact.phone": "Puhelin",
      "content-pages.contact.email": "Sähköposti",
      "content-pages.fileList.published": "Julkaistu",
      "content-pages.fileList.download": "Lataa",
      "content-pages.fileList.fileInfo": "{format}, {size}",
      "content-pages.fileList.empty": "Ladattavia asiakirjoja ei ole vielä.",
      "content-pages.campaign.period": "Kampanja on voimassa {start}–{end}",
      "content-pages.video.consentText":
        "Video näytetään palvelusta {provider}, joka voi asettaa omia evästeitään. Se latautuu tähän, kun olet sallinut kolmannen osapuolen evästeet evästeasetuksissa.",
      "content-pages.video.watchExternally": "Katso video ”{title}” palvelussa {provider}",
      "content-pages.keyFigures.period": "Jakso: {period}",
      "content-pages.keyFigures.change": "Muutos",
      "content-pages.search.label": "Hakusana",
      "content-pages.search.submit": "Hae",
      "content-pages.search.explanation":
        "Hae tiedotteista, raporteista ja konsernia koskevilta sivuilta. Kirjoita yksi tai useampi sana ja valitse Hae.",
      "content-pages.sandbox.notice":
        "Kehittäjien testisivu: täällä kokeillaan sisältölohkoja. Hakukoneet eivät indeksoi sivua.",
      "content-pages.imageFile.download": "Lataa kuva ({width} × {height} px)",
    },
    en: {
      "content-pages.start.readMore": "Read more",
      "content-pages.meta.published": "Published {date}",
      "content-pages.meta.updated": "Updated {date}",
      "content-pages.meta.author": "By {author}",
      "content-pages.articleList.empty": "There are no articles here yet.",
      "content-pages.jobList.location": "Location",
      "content-pages.jobList.deadline": "Closing date",
      "content-pages.jobList.employment": "Employment type",
      "content-pages.jobList.empty":
        "We have no vacancies at the moment. You are welcome to send us a speculative application.",
      "content-pages.contact.phone": "Phone",
      "content-pages.contact.email": "Email",
      "content-pages.fileList.published": "Published",
      "content-pages.fileList.download": "Download",
      "content-pages.fileList.fileInfo": "{format}, {size}",
      "content-pages.fileList.empty": "There are no documents to download yet.",
      "content-pages.campaign.period": "The offer runs {start}–{end}",
      "content-pages.video.consentText":
        "This video is shown from {provider}, which may set its own cookies. It loads here once you have allowed third-party cookies in the cookie settings.",
      "content-pages.video.watchExternally": "Watch “{title}” on {provider}",
      "content-pages.keyFigures.period": "Period: {period}",
      "content-pages.keyFigures.change": "Change",
      "content-pages.search.label": "Search term",
      "content-pages.search.submit": "Search",
      "content-pages.search.explanation":
        "Search press releases, reports and pages about the group. Type one or more words and select Search.",
      "content-pages.sandbox.notice":
        "Developer sandbox: this is where we try out content blocks. Search engines do not index this page.",
      "content-pages.imageFile.download": "Download the image ({width} × {height} px)",
    },
  },
);
