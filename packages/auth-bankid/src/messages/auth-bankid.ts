import { defineMessages } from "@housing/i18n";

/** Messages shown by @housing/auth-bankid: the header's login and user buttons and the login modal. */
export const authBankid = defineMessages(
  {
    sv: {
      "auth-bankid.login.button": "Logga in",
      "auth-bankid.user.menu": "Användarmeny",
      "auth-bankid.login.title": "Logga in",
      "auth-bankid.login.text":
        "Logga in med BankID eller med e-post och lösenord för att se dina bostäder, avtal och ärenden.",
      "auth-bankid.login.type": "Inloggning som: {type}",
      "auth-bankid.login.type.private": "privatperson",
      "auth-bankid.login.type.boardMember": "styrelseledamot",
      "auth-bankid.login.type.privateCase": "privatperson, felanmälan",
      "auth-bankid.login.type.boardMemberCase": "styrelseledamot, felanmälan",
      "auth-bankid.login.toLoginPage": "Till inloggningssidan",
    },
  },
  {
    nb: {
      "auth-bankid.login.button": "Logg inn",
      "auth-bankid.user.menu": "Brukermeny",
      "auth-bankid.login.title": "Logg inn",
      "auth-bankid.login.text":
        "Logg inn med BankID eller med e-post og passord for å se boligene, avtalene og sakene dine.",
      "auth-bankid.login.type": "Innlogging som: {type}",
      "auth-bankid.login.type.private": "privatperson",
      "auth-bankid.login.type.boardMember": "styremedlem",
      "auth-bankid.login.type.privateCase": "privatperson, feilmelding",
      "auth-bankid.login.type.boardMemberCase": "styremedlem, feilmelding",
      "auth-bankid.login.toLoginPage": "Til innloggingssiden",
    },
    fi: {
      "auth-bankid.login.button": "Kirjaudu",
      "auth-bankid.user.menu": "Käyttäjävalikko",
      "auth-bankid.login.title": "Kirjaudu sisään",
      "auth-bankid.login.text":
        "Kirjaudu pankkitunnuksilla tai sähköpostilla ja salasanalla nähdäksesi asuntosi, sopimuksesi ja asiasi.",
      "auth-bankid.login.type": "Kirjautuminen: {type}",
      "auth-bankid.login.type.private": "yksityishenkilö",
      "auth-bankid.login.type.boardMember": "hallituksen jäsen",
      "auth-bankid.login.type.privateCase": "yksityishenkilö, vikailmoitus",
      "auth-bankid.login.type.boardMemberCase": "hallituksen jäsen, vikailmoitus",
      "auth-bankid.login.toLoginPage": "Kirjautumissivulle",
    },
    en: {
      "auth-bankid.login.button": "Log in",
      "auth-bankid.user.menu": "User menu",
      "auth-bankid.login.title": "Log in",
      "auth-bankid.login.text":
        "Log in with BankID or with your e-mail and password to see your homes, contracts and cases.",
      "auth-bankid.login.type": "Logging in as: {type}",
      "auth-bankid.login.type.private": "private customer",
      "auth-bankid.login.type.boardMember": "board member",
      "auth-bankid.login.type.privateCase": "private customer, fault report",
      "auth-bankid.login.type.boardMemberCase": "board member, fault report",
      "auth-bankid.login.toLoginPage": "Go to the login page",
    },
  },
);
