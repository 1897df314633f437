import { defineMessages } from "@housing/i18n";

/** Messages shown by @housing/consent. */
export const consent = defineMessages(
  {
    sv: {
      "consent.prompt.label": "Cookies",
      "consent.prompt.heading": "Vi använder cookies",
      "consent.prompt.text":
        "Vi använder cookies för att webbplatsen ska fungera, för statistik och för marknadsföring. Du väljer själv vilka du godkänner.",
      "consent.prompt.readMore": "Läs mer om cookies",
      "consent.prompt.acceptAll": "Acceptera alla",
      "consent.prompt.chooseManually": "Välj själv",
      "consent.prompt.close": "Stäng cookiemeddelandet",
      "consent.settings.title": "Cookieinställningar",
      "consent.settings.intro":
        "Välj vilka cookies vi får använda. Du kan ändra ditt val när som helst via länken Cookieinställningar längst ned på sidan.",
      "consent.settings.functional": "Nödvändiga cookies",
      "consent.settings.functionalDescription":
        "Behövs för att webbplatsen ska fungera, till exempel för inloggning och för att komma ihåg dina val. De kan inte stängas av.",
      "consent.settings.statistics": "Statistik",
      "consent.settings.statisticsDescription":
        "Hjälper oss att förstå hur webbplatsen används så att vi kan göra den bättre.",
      "consent.settings.marketing": "Marknadsföring",
      "consent.settings.marketingDescription":
        "Används för att visa relevant marknadsföring här och på andra webbplatser.",
      "consent.settings.thirdParty": "Innehåll från tredje part",
      "consent.settings.thirdPartyDescription":
        "Tillåter innehåll från andra tjänster, till exempel filmer från YouTube och kartor.",
      "consent.settings.save": "Spara inställningar",
      "consent.redirect.label": "Meddelande",
      "consent.redirect.text": "Du har skickats vidare hit från den svenska webbplatsen.",
      "consent.redirect.close": "Stäng meddelandet",
    },
  },
  {
    nb: {
      "consent.prompt.label": "Informasjonskapsler",
      "consent.prompt.heading": "Vi bruker informasjonskapsler",
      "consent.prompt.text":
        "Vi bruker informasjonskapsler (cookies) for at nettstedet skal fungere, til statistikk og til markedsføring. Du velger selv hvilke du godtar.",
      "consent.prompt.readMore": "Les mer om informasjonskapsler",
      "consent.prompt.acceptAll": "Godta alle",
      "consent.prompt.chooseManually": "Velg selv",
      "consent.prompt.close": "Lukk meldingen om informasjonskapsler",
      "consent.settings.title": "Innstillinger for informasjonskapsler",
      "consent.settings.intro":
        "Velg hvilke informasjonskapsler vi kan bruke. Du kan endre valget ditt når som helst via lenken nederst på siden.",
      "consent.settings.functional": "Nødvendige informasjonskapsler",
      "consent.settings.functionalDescription":
        "Trengs for at nettstedet skal fungere, for eksempel for innlogging og for å huske valgene dine. De kan ikke slås av.",
      "consent.settings.statistics": "Statistikk",
      "consent.settings.statisticsDescription":
        "Hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan gjøre det bedre.",
      "consent.settings.marketing": "Markedsføring",
      "consent.settings.marketingDescription": "Brukes til å vise relevant markedsføring her og på andre nettsteder.",
      "consent.settings.thirdParty": "Innhold fra tredjeparter",
      "consent.settings.thirdPartyDescription":
        "Tillater innhold fra andre tjenester, for eksempel videoer fra YouTube og kart.",
      "consent.settings.save": "Lagre innstillinger",
      "consent.redirect.label": "Melding",
      "consent.redirect.text": "Du er sendt videre hit fra det svenske nettstedet.",
      "consent.redirect.close": "Lukk meldingen",
    },
    fi: {
      "consent.prompt.label": "Evästeet",
      "consent.prompt.heading": "Käytämme evästeitä",
      "consent.prompt.text":
        "Käytämme evästeitä sivuston toimintaan, tilastointiin ja markkinointiin. Voit itse valita, mitkä evästeet hyväksyt.",
      "consent.prompt.readMore": "Lue lisää evästeistä",
      "consent.prompt.acceptAll": "Hyväksy kaikki",
      "consent.prompt.chooseManually": "Valitse itse",
      "consent.prompt.close": "Sulje evästeilmoitus",
      "consent.settings.title": "Evästeasetukset",
      "consent.settings.intro":
        "Valitse, mitä evästeitä saamme käyttää. Voit muuttaa valintaasi milloin tahansa sivun alareunan Evästeasetukset-linkistä.",
      "consent.settings.functional": "Välttämättömät evästeet",
      "consent.settings.functionalDescription":
        "Tarvitaan sivuston toimintaan, esimerkiksi kirjautumiseen ja valintojesi muistamiseen. Niitä ei voi poistaa käytöstä.",
      "consent.settings.statistics": "Tilastointi",
      "consent.settings.statisticsDescription":
        "Auttaa meitä ymmärtämään, miten sivustoa käytetään, jotta voimme parantaa sitä.",
      "consent.settings.marketing": "Markkinointi",
      "consent.settings.marketingDescription":
        "Käytetään osuvan markkinoinnin näyttämiseen tällä ja muilla sivustoilla.",
      "consent.settings.thirdParty": "Kolmansien osapuolten sisältö",
      "consent.settings.thirdPartyDescription":
        "Sallii muiden palveluiden sisällön, esimerkiksi YouTube-videot ja kartat.",
      "consent.settings.save": "Tallenna asetukset",
      "consent.redirect.label": "Ilmoitus",
      "consent.redirect.text": "Sinut on ohjattu tänne Ruotsin sivustolta.",
      "consent.redirect.close": "Sulje ilmoitus",
    },
    en: {
      "consent.prompt.label": "Cookies",
      "consent.prompt.heading": "We use cookies",
      "consent.prompt.text":
        "We use cookies to make the website work, for statistics and for marketing. You choose which ones you accept.",
      "consent.prompt.readMore": "Read more about cookies",
      "consent.prompt.acceptAll": "Accept all",
      "consent.prompt.chooseManually": "Choose manually",
      "consent.prompt.close": "Close the cookie message",
      "consent.settings.title": "Cookie settings",
      "consent.settings.intro":
        "Choose which cookies we may use. You can change your choice at any time through the Cookie settings link at the bottom of the page.",
      "consent.settings.functional": "Necessary cookies",
      "consent.settings.functionalDescription":
        "Needed for the website to work, for example for logging in and remembering your choices. They cannot be switched off.",
      "consent.settings.statistics": "Statistics",
      "consent.settings.statisticsDescription": "Help us understand how the website is used so that we can improve it.",
      "consent.settings.marketing": "Marketing",
      "consent.settings.marketingDescription": "Used to show relevant marketing here and on other websites.",
      "consent.settings.thirdParty": "Third-party content",
      "consent.settings.thirdPartyDescription": "Allows content from other services, such as YouTube videos and maps.",
      "consent.settings.save": "Save settings",
      "consent.redirect.label": "Message",
      "consent.redirect.text": "You have been redirected here from the Swedish website.",
      "consent.redirect.close": "Close the message",
    },
  },
);
