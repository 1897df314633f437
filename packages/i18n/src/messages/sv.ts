/**
 * The Swedish catalogue is the source: its keys define `MessageId`, and the
 * other locales must translate every one of them. Ids start with the package
 * that shows the text. Values are ICU MessageFormat.
 */
export const sv = {
  "ui.skipToContent": "Hoppa till innehållet",
  "ui.close": "Stäng",
  "ui.menu": "Meny",
  "ui.loading": "Laddar…",
  "ui.opensInNewWindow": "öppnas i nytt fönster",

  "api-client.somethingWentWrong": "Något gick fel. Försök igen senare.",

  "site-shell.notFound.heading": "Sidan kunde inte hittas",
  "site-shell.notFound.text":
    "Sidan du letar efter kan ha flyttats eller tagits bort. Kontrollera adressen eller gå vidare från startsidan.",
  "site-shell.notFound.startLink": "Till startsidan",
  "site-shell.serverError.heading": "Något gick fel",
  "site-shell.serverError.text": "Ett tekniskt fel gjorde att sidan inte kunde visas. Försök igen om en stund.",
  "site-shell.serverError.retry": "Försök igen",
  "site-shell.serverError.startLink": "Till startsidan",

  "header-frame.mainNavigation": "Huvudmeny",
  "header-frame.home": "{siteName}, till startsidan",
  "header-frame.openMenu": "Öppna menyn",
  "header-frame.closeMenu": "Stäng menyn",
  "header-frame.languageNotice": "Den engelska webbplatsen innehåller endast information om företaget.",

  "header-frame.footer.company": "Företaget",
  "header-frame.footer.explore": "Utforska",
  "header-frame.footer.help": "Hjälp",
  "header-frame.footer.social": "Följ oss",
  "header-frame.footer.cookieSettings": "Cookieinställningar",
  "header-frame.footer.copyright": "© {year} {companyName}, org.nr {organisationNumber}",
  "header-frame.footer.countrySites": "Våra webbplatser i Norden",
  "header-frame.footer.country.se": "Sverige",
  "header-frame.footer.country.no": "Norge",
  "header-frame.footer.country.fi": "Finland",

  "header-frame.social.facebook": "{siteName} på Facebook",
  "header-frame.social.instagram": "{siteName} på Instagram",
  "header-frame.social.linkedin": "{siteName} på LinkedIn",
  "header-frame.social.youtube": "{siteName} på YouTube",

  "header-frame.crisisBanner.close": "Stäng meddelandet",
  "header-frame.crisisBanner.readMore": "Läs mer",

  "content-pages.start.readMore": "Läs mer",
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof sv;
