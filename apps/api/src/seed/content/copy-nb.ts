import type { LocaleCopy } from "./types";

export const norwegianCopy: LocaleCopy = {
  slugs: {
    about: "/om-oss/",
    sustainability: "/om-oss/barekraft/",
    offer: "/kjope-bolig/",
    offerDetail: "/kjope-bolig/slik-kjoper-du/",
    customerService: "/kundeservice/",
    faq: "/kundeservice/ofte-stilte-sporsmal/",
  },
  articles: {
    about: {
      label: "Om oss",
      title: "Om {brand}",
      description: "Vi bygger boliger og nabolag som varer i generasjoner. Les mer om {brand}.",
      heading: "Vi bygger for livet som skal leves i husene",
      paragraphs: [
        "{brand} er en del av Fjällvik-familien. Vi utvikler boliger med omtanke for detaljene og respekt for stedet.",
        "Vi eier hele kjeden fra tomtekjøp til innflytting, slik at du har én kontakt hele veien.",
      ],
      teaser: "Bli kjent med menneskene og verdiene bak husene.",
    },
    sustainability: {
      label: "Bærekraft",
      title: "Bærekraft hos {brand}",
      description: "Slik jobber {brand} med klima, materialer og trygge nabolag.",
      heading: "Bærekraftig er det som varer",
      paragraphs: [
        "Vi velger materialer med lang levetid, bygger energieffektivt og planlegger nabolag der det er lett å leve uten bil.",
        "Hvert prosjekt får et klimaregnskap før byggestart, og vi følger det opp når husene står ferdige.",
      ],
      teaser: "Klima, materialer og trygghet i hvert nabolag.",
    },
    offer: {
      label: "Kjøpe bolig",
      title: "Kjøpe bolig hos {brand}",
      description: "Alt du trenger å vite før du kjøper en ny bolig fra {brand}.",
      heading: "Ditt nye hjem starter her",
      paragraphs: [
        "Når du kjøper nytt, får du et hjem ingen har bodd i før deg, med garantier og en tydelig fremdriftsplan.",
        "Våre meglere hjelper deg fra første visning til overtakelsen.",
      ],
      teaser: "Fra første visning til nøkkeloverlevering.",
    },
    offerDetail: {
      label: "Slik kjøper du",
      title: "Slik kjøper du bolig",
      description: "Budgivning, kontrakt, tilvalg og overtakelse: stegene i et kjøp hos {brand}.",
      heading: "Steg for steg til nøklene",
      paragraphs: [
        "Du reserverer boligen og signerer kjøpekontrakten. Deretter velger du tilvalg i ro og mak.",
        "Før overtakelsen går vi gjennom boligen sammen på en befaring.",
      ],
      teaser: "Kontrakt, tilvalg og overtakelse.",
    },
    customerService: {
      label: "Kundeservice",
      title: "Kundeservice",
      description: "Kontakt kundeservice hos {brand} om boligen din, kjøpet eller en reklamasjon.",
      heading: "Vi er her for deg",
      paragraphs: [
        "Kundeservice svarer hverdager 8–16. Har du allerede flyttet inn, melder du enklest en reklamasjon via Mine sider.",
        "Ved akutte feil utenfor kontortid, som vannlekkasjer, ringer du vakttelefonen vår.",
      ],
      teaser: "Spørsmål om kjøpet, hjemmet eller en reklamasjon.",
    },
    faq: {
      label: "Ofte stilte spørsmål",
      title: "Ofte stilte spørsmål",
      description: "Svar på spørsmålene vi oftest får om kjøp, garantier og innflytting.",
      heading: "Ofte stilte spørsmål",
      paragraphs: [
        "Hva er ettårsbefaring? Et år etter overtakelsen går vi gjennom boligen sammen med deg og retter eventuelle feil.",
        "Kan jeg endre tilvalg? Ja, frem til fristen for tilvalg i prosjektet ditt.",
      ],
      teaser: "Raske svar om kjøp, garantier og innflytting.",
    },
    career: {
      label: "Karriere",
      title: "Karriere hos {brand}",
      description: "Vil du bygge boliger med oss? Les om å jobbe i {brand}.",
      heading: "Bygg fremtiden din med oss",
      paragraphs: [
        "Hos oss jobber håndverkere, prosjektledere, meglere og utviklere sammen mot samme mål: hjem å være stolt av.",
        "Vi satser på opplæring, sikkerhet og et arbeidsmiljø der alle blir hørt.",
      ],
      teaser: "Håndverkere, prosjektledere og meglere: bli en av oss.",
    },
    careerJobs: {
      label: "Ledige stillinger",
      title: "Ledige stillinger",
      description: "Aktuelle ledige stillinger hos {brand}.",
      heading: "Ledige stillinger akkurat nå",
      paragraphs: [
        "Vi søker nå anleggsledere og bas til flere prosjekter på Østlandet.",
        "Finner du ingen stilling som passer? Send oss gjerne en åpen søknad.",
      ],
      teaser: "Se våre ledige stillinger.",
    },
    cookies: {
      label: "Informasjonskapsler",
      title: "Informasjonskapsler",
      description: "Slik bruker {brand} informasjonskapsler og slik endrer du innstillingene dine.",
      heading: "Informasjonskapsler på nettstedet vårt",
      paragraphs: [
        "Funksjonelle informasjonskapsler trengs for at nettstedet skal virke. Statistikk, markedsføring og tredjepart bruker vi bare hvis du har sagt ja.",
        "Du kan når som helst endre valgene dine via lenken Innstillinger for informasjonskapsler nederst på siden.",
      ],
      teaser: "Slik bruker vi informasjonskapsler.",
    },
    privacyPolicy: {
      label: "Personvern",
      title: "Personvernerklæring",
      description: "Slik behandler {brand} personopplysningene dine.",
      heading: "Behandling av personopplysninger",
      paragraphs: [
        "Vi behandler personopplysningene dine for å kunne håndtere kjøp, interessemeldinger og saker.",
        "Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet eller slettet.",
      ],
      teaser: "Slik beskytter vi opplysningene dine.",
    },
  },
  footerHeadings: { company: "Selskapet", explore: "Utforsk", help: "Hjelp" },
  teaserGridHeading: "Finn frem",
  careerNavigationLabel: "Jobb hos oss",
  unknownTemplatePage: { title: "Testside for ukjent mal", description: "Brukes av de automatiske testene." },
};
