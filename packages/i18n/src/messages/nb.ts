import type { MessageId } from "./sv";

export const nb: Record<MessageId, string> = {
  "ui.skipToContent": "Hopp til innholdet",
  "ui.close": "Lukk",
  "ui.menu": "Meny",
  "ui.loading": "Laster inn…",
  "ui.opensInNewWindow": "åpnes i et nytt vindu",

  "api-client.somethingWentWrong": "Noe gikk galt. Prøv igjen senere.",

  "site-shell.notFound.heading": "Fant ikke siden",
  "site-shell.notFound.text":
    "Siden du leter etter kan ha blitt flyttet eller slettet. Sjekk adressen eller gå videre fra forsiden.",
  "site-shell.notFound.startLink": "Til forsiden",
  "site-shell.serverError.heading": "Noe gikk galt",
  "site-shell.serverError.text": "En teknisk feil gjorde at siden ikke kunne vises. Prøv igjen om litt.",
  "site-shell.serverError.retry": "Prøv igjen",
  "site-shell.serverError.startLink": "Til forsiden",

  "header-frame.mainNavigation": "Hovedmeny",
  "header-frame.home": "{siteName}, til forsiden",
  "header-frame.openMenu": "Åpne menyen",
  "header-frame.closeMenu": "Lukk menyen",
  "header-frame.languageNotice": "Det engelske nettstedet inneholder kun informasjon om selskapet.",

  "header-frame.footer.company": "Selskapet",
  "header-frame.footer.explore": "Utforsk",
  "header-frame.footer.help": "Hjelp",
  "header-frame.footer.social": "Følg oss",
  "header-frame.footer.cookieSettings": "Innstillinger for informasjonskapsler",
  "header-frame.footer.copyright": "© {year} {companyName}, org.nr. {organisationNumber}",
  "header-frame.footer.countrySites": "Våre nettsteder i Norden",
  "header-frame.footer.country.se": "Sverige",
  "header-frame.footer.country.no": "Norge",
  "header-frame.footer.country.fi": "Finland",

  "header-frame.social.facebook": "{siteName} på Facebook",
  "header-frame.social.instagram": "{siteName} på Instagram",
  "header-frame.social.linkedin": "{siteName} på LinkedIn",
  "header-frame.social.youtube": "{siteName} på YouTube",

  "header-frame.crisisBanner.close": "Lukk meldingen",
  "header-frame.crisisBanner.readMore": "Les mer",

  "content-pages.start.readMore": "Les mer",
};
