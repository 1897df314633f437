import { defineMessages } from "./define";

/** Messages shown by @housing/site-shell. */
export const siteShell = defineMessages(
  {
    sv: {
      "site-shell.badRequest.heading": "Adressen är inte giltig",
      "site-shell.badRequest.text":
        "Adressen innehåller tecken eller är så lång att ingen sida kan finnas där. Kontrollera adressen eller gå vidare från startsidan.",
      "site-shell.notFound.heading": "Sidan kunde inte hittas",
      "site-shell.notFound.text":
        "Sidan du letar efter kan ha flyttats eller tagits bort. Kontrollera adressen eller gå vidare från startsidan.",
      "site-shell.notFound.startLink": "Till startsidan",
      "site-shell.serverError.heading": "Något gick fel",
      "site-shell.serverError.text": "Ett tekniskt fel gjorde att sidan inte kunde visas. Försök igen om en stund.",
      "site-shell.serverError.retry": "Försök igen",
      "site-shell.serverError.startLink": "Till startsidan",
      "site-shell.siteSwitcher.navigation": "Webbplatser (utvecklarverktyg)",
      "site-shell.siteSwitcher.label": "Byt webbplats",
    },
  },
  {
    nb: {
      "site-shell.badRequest.heading": "Adressen er ikke gyldig",
      "site-shell.badRequest.text":
        "Adressen inneholder tegn eller er så lang at ingen side kan finnes der. Sjekk adressen eller gå videre fra forsiden.",
      "site-shell.notFound.heading": "Fant ikke siden",
      "site-shell.notFound.text":
        "Siden du leter etter kan ha blitt flyttet eller slettet. Sjekk adressen eller gå videre fra forsiden.",
      "site-shell.notFound.startLink": "Til forsiden",
      "site-shell.serverError.heading": "Noe gikk galt",
      "site-shell.serverError.text": "En teknisk feil gjorde at siden ikke kunne vises. Prøv igjen om litt.",
      "site-shell.serverError.retry": "Prøv igjen",
      "site-shell.serverError.startLink": "Til forsiden",
      "site-shell.siteSwitcher.navigation": "Nettsteder (utviklerverktøy)",
      "site-shell.siteSwitcher.label": "Bytt nettsted",
    },
    fi: {
      "site-shell.badRequest.heading": "Osoite ei kelpaa",
      "site-shell.badRequest.text":
        "Osoitteessa on merkkejä tai se on niin pitkä, ettei sillä voi olla sivua. Tarkista osoite tai jatka etusivulta.",
      "site-shell.notFound.heading": "Sivua ei löytynyt",
      "site-shell.notFound.text":
        "Etsimäsi sivu on ehkä siirretty tai poistettu. Tarkista osoite tai jatka etusivulta.",
      "site-shell.notFound.startLink": "Etusivulle",
      "site-shell.serverError.heading": "Jokin meni vikaan",
      "site-shell.serverError.text": "Sivua ei voitu näyttää teknisen virheen vuoksi. Yritä hetken kuluttua uudelleen.",
      "site-shell.serverError.retry": "Yritä uudelleen",
      "site-shell.serverError.startLink": "Etusivulle",
      "site-shell.siteSwitcher.navigation": "Sivustot (kehittäjätyökalu)",
      "site-shell.siteSwitcher.label": "Vaihda sivustoa",
    },
    en: {
      "site-shell.badRequest.heading": "The address is not valid",
      "site-shell.badRequest.text":
        "The address contains characters, or is so long, that no page can be there. Check the address or continue from the home page.",
      "site-shell.notFound.heading": "Page not found",
      "site-shell.notFound.text":
        "The page you are looking for may have been moved or removed. Check the address or continue from the home page.",
      "site-shell.notFound.startLink": "Go to the home page",
      "site-shell.serverError.heading": "Something went wrong",
      "site-shell.serverError.text": "A technical error stopped the page from loading. Please try again in a moment.",
      "site-shell.serverError.retry": "Try again",
      "site-shell.serverError.startLink": "Go to the home page",
      "site-shell.siteSwitcher.navigation": "Sites (developer tool)",
      "site-shell.siteSwitcher.label": "Switch site",
    },
  },
);
