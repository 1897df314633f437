import { defineMessages } from "@housing/i18n";

/**
 * Messages shown by @housing/auth-bankid on every page: the header's login and user buttons and
 * the login modal's title. The modal's views bring their own ("auth-bankid-pages.…") when it opens.
 */
export const authBankid = defineMessages(
  {
    sv: {
      "auth-bankid.login.button": "Logga in",
      "auth-bankid.user.menu": "Användarmeny",
      "auth-bankid.login.title": "Logga in",
    },
  },
  {
    nb: {
      "auth-bankid.login.button": "Logg inn",
      "auth-bankid.user.menu": "Brukermeny",
      "auth-bankid.login.title": "Logg inn",
    },
    fi: {
      "auth-bankid.login.button": "Kirjaudu",
      "auth-bankid.user.menu": "Käyttäjävalikko",
      "auth-bankid.login.title": "Kirjaudu sisään",
    },
    en: {
      "auth-bankid.login.button": "Log in",
      "auth-bankid.user.menu": "User menu",
      "auth-bankid.login.title": "Log in",
    },
  },
);
