import type { MessageId } from "./sv";

/** British English, for the Swedish brand's English sub-site. */
export const en: Record<MessageId, string> = {
  "ui.skipToContent": "Skip to content",
  "ui.close": "Close",
  "ui.menu": "Menu",
  "ui.loading": "Loading…",
  "ui.opensInNewWindow": "opens in a new window",

  "api-client.somethingWentWrong": "Something went wrong. Please try again later.",

  "site-shell.notFound.heading": "Page not found",
  "site-shell.notFound.text":
    "The page you are looking for may have been moved or removed. Check the address or continue from the home page.",
  "site-shell.notFound.startLink": "Go to the home page",
  "site-shell.serverError.heading": "Something went wrong",
  "site-shell.serverError.text": "A technical error stopped the page from loading. Please try again in a moment.",
  "site-shell.serverError.retry": "Try again",
  "site-shell.serverError.startLink": "Go to the home page",

  "header-frame.mainNavigation": "Main menu",
  "header-frame.home": "{siteName}, go to the home page",
  "header-frame.openMenu": "Open menu",
  "header-frame.closeMenu": "Close menu",
  "header-frame.languageNotice": "Only corporate information is available in English.",

  "header-frame.footer.company": "Company",
  "header-frame.footer.explore": "Explore",
  "header-frame.footer.help": "Help",
  "header-frame.footer.social": "Follow us",
  "header-frame.footer.cookieSettings": "Cookie settings",
  "header-frame.footer.copyright": "© {year} {companyName}, Corporate ID no. {organisationNumber}",
  "header-frame.footer.countrySites": "Our sites in the Nordics",
  "header-frame.footer.country.se": "Sweden",
  "header-frame.footer.country.no": "Norway",
  "header-frame.footer.country.fi": "Finland",

  "header-frame.social.facebook": "{siteName} on Facebook",
  "header-frame.social.instagram": "{siteName} on Instagram",
  "header-frame.social.linkedin": "{siteName} on LinkedIn",
  "header-frame.social.youtube": "{siteName} on YouTube",

  "header-frame.crisisBanner.close": "Close message",
  "header-frame.crisisBanner.readMore": "Read more",

  "content-pages.start.readMore": "Read more",
};
