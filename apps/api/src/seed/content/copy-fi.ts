import type { LocaleCopy } from "./types";

export const finnishCopy: LocaleCopy = {
  slugs: {
    about: "/tietoa-meista/",
    sustainability: "/tietoa-meista/vastuullisuus/",
    offer: "/asunnon-ostaminen/",
    offerDetail: "/asunnon-ostaminen/nain-ostat/",
    customerService: "/asiakaspalvelu/",
    faq: "/asiakaspalvelu/usein-kysyttya/",
  },
  articles: {
    about: {
      label: "Tietoa meistä",
      title: "Tietoa meistä – {brand}",
      description: "Rakennamme koteja ja kortteleita, jotka kestävät sukupolvelta toiselle. Lue lisää: {brand}.",
      heading: "Rakennamme elämää varten",
      paragraphs: [
        "{brand} on osa Fjällvik-perhettä. Kehitämme koteja huolella yksityiskohtiin ja kunnioittaen paikkaa.",
        "Vastaamme koko ketjusta tontin hankinnasta muuttopäivään, joten sinulla on yksi yhteyshenkilö koko matkan ajan.",
      ],
      teaser: "Tutustu taloja rakentaviin ihmisiin ja arvoihimme.",
    },
    sustainability: {
      label: "Vastuullisuus",
      title: "Vastuullisuus – {brand}",
      description: "Näin {brand} huomioi ilmaston, materiaalit ja turvalliset korttelit.",
      heading: "Kestävää on se, mikä kestää",
      paragraphs: [
        "Valitsemme pitkäikäisiä materiaaleja, rakennamme energiatehokkaasti ja suunnittelemme kortteleita, joissa on helppo elää ilman autoa.",
        "Jokaiselle hankkeelle tehdään ilmastolaskelma ennen rakentamisen alkua, ja seuraamme sitä talojen valmistuttua.",
      ],
      teaser: "Ilmasto, materiaalit ja turvallisuus jokaisessa korttelissa.",
    },
    offer: {
      label: "Asunnon ostaminen",
      title: "Osta asunto – {brand}",
      description: "Kaikki, mitä sinun tarvitsee tietää ennen uuden asunnon ostamista: {brand}.",
      heading: "Uusi kotisi alkaa tästä",
      paragraphs: [
        "Uudessa asunnossa kukaan ei ole asunut ennen sinua, ja saat takuut sekä selkeän aikataulun.",
        "Myyjämme auttavat sinua ensimmäisestä esittelystä avainten luovutukseen.",
      ],
      teaser: "Ensimmäisestä esittelystä avainten luovutukseen.",
    },
    offerDetail: {
      label: "Näin ostat",
      title: "Näin asuntokauppa etenee",
      description: "Varaus, kauppakirja, sisustusvalinnat ja muutto: asuntokaupan vaiheet.",
      heading: "Askel askeleelta avaimiin",
      paragraphs: [
        "Varaat asunnon, allekirjoitat varaussopimuksen ja sen jälkeen kauppakirjan. Sisustusvalinnat teet rauhassa.",
        "Ennen muuttoa tarkastamme asunnon yhdessä.",
      ],
      teaser: "Varaus, kauppakirja, sisustusvalinnat ja muutto.",
    },
    customerService: {
      label: "Asiakaspalvelu",
      title: "Asiakaspalvelu",
      description: "Ota yhteyttä asiakaspalveluun kotiisi, ostoosi tai vikailmoitukseen liittyen.",
      heading: "Olemme täällä sinua varten",
      paragraphs: [
        "Asiakaspalvelu palvelee arkisin klo 8–16. Jos olet jo muuttanut, vikailmoituksen teet helpoimmin Omilla sivuilla.",
        "Kiireellisissä vioissa virka-ajan ulkopuolella, kuten vesivuodoissa, soita päivystykseen.",
      ],
      teaser: "Kysymykset ostosta, kodista tai viasta.",
    },
    faq: {
      label: "Usein kysyttyä",
      title: "Usein kysyttyä",
      description: "Vastauksia yleisimpiin kysymyksiin ostamisesta, takuista ja muutosta.",
      heading: "Usein kysytyt kysymykset",
      paragraphs: [
        "Kuinka kauan takuu on voimassa? Rakentajan vastuu kattaa kymmenen ensimmäistä vuotta, ja vuositarkastus tehdään vuoden kuluttua.",
        "Voinko muuttaa sisustusta? Kyllä, hankkeesi sisustusvalintojen viimeiseen päivään asti.",
      ],
      teaser: "Nopeat vastaukset ostamisesta, takuista ja muutosta.",
    },
    career: {
      label: "Ura",
      title: "Ura – {brand}",
      description: "Haluatko rakentaa koteja kanssamme? Lue työskentelystä: {brand}.",
      heading: "Rakenna tulevaisuutesi kanssamme",
      paragraphs: [
        "Meillä rakentajat, projektipäälliköt, myyjät ja kehittäjät tekevät työtä saman tavoitteen eteen: koteja, joista voi olla ylpeä.",
        "Panostamme koulutukseen, turvallisuuteen ja työilmapiiriin, jossa jokaista kuunnellaan.",
      ],
      teaser: "Rakentajat, projektipäälliköt ja myyjät: liity joukkoon.",
    },
    careerJobs: {
      label: "Avoimet työpaikat",
      title: "Avoimet työpaikat",
      description: "Ajankohtaiset avoimet työpaikat: {brand}.",
      heading: "Avoimet työpaikat juuri nyt",
      paragraphs: [
        "Haemme parhaillaan vastaavia työnjohtajia useisiin kohteisiin pääkaupunkiseudulla.",
        "Etkö löytänyt sopivaa paikkaa? Lähetä meille avoin hakemus.",
      ],
      teaser: "Katso avoimet työpaikkamme.",
    },
    cookies: {
      label: "Evästeet",
      title: "Evästeet",
      description: "Näin käytämme evästeitä ja näin muutat asetuksiasi.",
      heading: "Evästeet sivustollamme",
      paragraphs: [
        "Toiminnalliset evästeet ovat välttämättömiä sivuston toiminnalle. Tilasto-, markkinointi- ja kolmannen osapuolen evästeitä käytämme vain suostumuksellasi.",
        "Voit muuttaa valintojasi milloin tahansa sivun alaosan Evästeasetukset-linkistä.",
      ],
      teaser: "Näin käytämme evästeitä.",
    },
    privacyPolicy: {
      label: "Tietosuoja",
      title: "Tietosuojaseloste",
      description: "Näin käsittelemme henkilötietojasi.",
      heading: "Henkilötietojen käsittely",
      paragraphs: [
        "Käsittelemme henkilötietojasi voidaksemme hoitaa asuntokaupat, kiinnostuksen ilmoitukset ja asiakasasiat.",
        "Sinulla on oikeus tietää, mitä tietoja meillä on sinusta, ja saada ne korjatuiksi tai poistetuiksi.",
      ],
      teaser: "Näin suojaamme tietosi.",
    },
  },
  footerHeadings: { company: "Yritys", explore: "Tutustu", help: "Apua" },
  teaserGridHeading: "Löydä perille",
  careerNavigationLabel: "Töihin meille",
  unknownTemplatePage: { title: "Tuntemattoman mallin testisivu", description: "Automaattisten testien käytössä." },
};
