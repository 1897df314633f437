import type { MessageId } from "./sv";

export const fi: Record<MessageId, string> = {
  "ui.skipToContent": "Siirry sisältöön",
  "ui.close": "Sulje",
  "ui.menu": "Valikko",
  "ui.loading": "Ladataan…",
  "ui.opensInNewWindow": "avautuu uuteen ikkunaan",

  "api-client.somethingWentWrong": "Jokin meni vikaan. Yritä myöhemmin uudelleen.",

  "site-shell.notFound.heading": "Sivua ei löytynyt",
  "site-shell.notFound.text": "Etsimäsi sivu on ehkä siirretty tai poistettu. Tarkista osoite tai jatka etusivulta.",
  "site-shell.notFound.startLink": "Etusivulle",
  "site-shell.serverError.heading": "Jokin meni vikaan",
  "site-shell.serverError.text": "Sivua ei voitu näyttää teknisen virheen vuoksi. Yritä hetken kuluttua uudelleen.",
  "site-shell.serverError.retry": "Yritä uudelleen",
  "site-shell.serverError.startLink": "Etusivulle",

  "header-frame.mainNavigation": "Päävalikko",
  "header-frame.home": "{siteName}, etusivulle",
  "header-frame.openMenu": "Avaa valikko",
  "header-frame.closeMenu": "Sulje valikko",
  "header-frame.languageNotice": "Englanninkielisellä sivustolla on vain yritystä koskevaa tietoa.",

  "header-frame.footer.company": "Yritys",
  "header-frame.footer.explore": "Tutustu",
  "header-frame.footer.help": "Ohjeet",
  "header-frame.footer.social": "Seuraa meitä",
  "header-frame.footer.cookieSettings": "Evästeasetukset",
  "header-frame.footer.copyright": "© {year} {companyName}, Y-tunnus {organisationNumber}",
  "header-frame.footer.countrySites": "Sivustomme Pohjoismaissa",
  "header-frame.footer.country.se": "Ruotsi",
  "header-frame.footer.country.no": "Norja",
  "header-frame.footer.country.fi": "Suomi",

  "header-frame.social.facebook": "{siteName} Facebookissa",
  "header-frame.social.instagram": "{siteName} Instagramissa",
  "header-frame.social.linkedin": "{siteName} LinkedInissä",
  "header-frame.social.youtube": "{siteName} YouTubessa",

  "header-frame.crisisBanner.close": "Sulje ilmoitus",
  "header-frame.crisisBanner.readMore": "Lue lisää",

  "content-pages.start.readMore": "Lue lisää",
};
