import { defineMessages } from "@housing/i18n";

/**
 * The frame's session messages: the expired-session modal ("auth-bankid.sessionExpired.…", spec
 * sections 4 and 8), the Norwegian e-ident hash errors ("auth-bankid.eidentError.…", spec
 * section 8) and the BankID order resumed from a page's query ("auth-bankid.resume.…", spec
 * section 2), all of which can arrive on any page.
 */
export const authBankidSession = defineMessages(
  {
    sv: {
      "auth-bankid.resume.title": "Inloggning med BankID",
      "auth-bankid.resume.pending": "Väntar på svar från BankID …",
      "auth-bankid.resume.choose": "Välj förening",
      "auth-bankid.resume.continue": "Fortsätt",
      "auth-bankid.resume.done": "Klart! Du är inloggad.",
      "auth-bankid.resume.failed": "Inloggningen med BankID avbröts eller misslyckades. Försök igen.",
      "auth-bankid.resume.close": "Stäng",
      "auth-bankid.sessionExpired.title": "Din session har gått ut",
      "auth-bankid.sessionExpired.text":
        "Du har loggats ut eftersom din inloggning har gått ut. Logga in igen för att fortsätta.",
      "auth-bankid.sessionExpired.login": "Logga in igen",
      "auth-bankid.eidentError.title": "Något gick fel",
      "auth-bankid.eidentError.ssnnomatch": "Personnumret från BankID stämmer inte med ditt konto.",
      "auth-bankid.eidentError.nopid": "Ditt konto saknar personnummer. Lägg till inloggning med BankID på Mina sidor.",
      "auth-bankid.eidentError.userexists":
        "Det finns redan ett konto med det här personnumret. Logga in på det i stället.",
      "auth-bankid.eidentError.objecterror":
        "Något gick fel med bostaden du valde. Försök igen eller kontakta kundservice.",
      "auth-bankid.eidentError.exception": "Ett tekniskt fel inträffade. Vänligen försök igen senare.",
      "auth-bankid.eidentError.acceptterms": "Du behöver godkänna villkoren för att gå vidare.",
      "auth-bankid.eidentError.purchase": "Något gick fel med ditt köp. Försök igen eller kontakta kundservice.",
      "auth-bankid.eidentError.general": "Något gick fel. Försök igen.",
      "auth-bankid.eidentError.notfound": "Vi hittade inget konto för det här BankID. Skapa ett konto först.",
      "auth-bankid.eidentError.unauthorizedid": "Det BankID du använde har inte behörighet till det här.",
      "auth-bankid.eidentError.cancel": "Inloggningen med BankID avbröts.",
      "auth-bankid.eidentError.inprogress":
        "En inloggning med BankID pågår redan. Slutför den eller försök igen om en stund.",
      "auth-bankid.eidentError.timeout": "Inloggningen med BankID tog för lång tid. Försök igen.",
      "auth-bankid.eidentError.browsererror":
        "Webbläsaren kunde inte slutföra inloggningen med BankID. Prova en annan webbläsare.",
      "auth-bankid.eidentError.bankidinvalid": "Ditt BankID är inte giltigt. Kontakta din bank.",
      "auth-bankid.eidentError.loginfailed": "Inloggningen misslyckades. Försök igen.",
    },
  },
  {
    nb: {
      "auth-bankid.resume.title": "Innlogging med BankID",
      "auth-bankid.resume.pending": "Venter på svar fra BankID …",
      "auth-bankid.resume.choose": "Velg borettslag",
      "auth-bankid.resume.continue": "Fortsett",
      "auth-bankid.resume.done": "Ferdig! Du er logget inn.",
      "auth-bankid.resume.failed": "Innloggingen med BankID ble avbrutt eller mislyktes. Prøv igjen.",
      "auth-bankid.resume.close": "Lukk",
      "auth-bankid.sessionExpired.title": "Økten din er utløpt",
      "auth-bankid.sessionExpired.text":
        "Du er logget ut fordi innloggingen din er utløpt. Logg inn igjen for å fortsette.",
      "auth-bankid.sessionExpired.login": "Logg inn igjen",
      "auth-bankid.eidentError.title": "Noe gikk galt",
      "auth-bankid.eidentError.ssnnomatch": "Fødselsnummeret fra BankID stemmer ikke med kontoen din.",
      "auth-bankid.eidentError.nopid":
        "Kontoen din mangler fødselsnummer. Legg til innlogging med BankID på Mine sider.",
      "auth-bankid.eidentError.userexists":
        "Det finnes allerede en konto med dette fødselsnummeret. Logg inn på den i stedet.",
      "auth-bankid.eidentError.objecterror":
        "Noe gikk galt med boligen du valgte. Prøv igjen eller kontakt kundeservice.",
      "auth-bankid.eidentError.exception": "Det oppstod en teknisk feil. Vennligst prøv igjen senere.",
      "auth-bankid.eidentError.acceptterms": "Du må godta vilkårene for å gå videre.",
      "auth-bankid.eidentError.purchase": "Noe gikk galt med kjøpet ditt. Prøv igjen eller kontakt kundeservice.",
      "auth-bankid.eidentError.general": "Noe gikk galt. Prøv igjen.",
      "auth-bankid.eidentError.notfound": "Vi fant ingen konto for denne BankID-en. Opprett en konto først.",
      "auth-bankid.eidentError.unauthorizedid": "BankID-en du brukte, har ikke tilgang til dette.",
      "auth-bankid.eidentError.cancel": "Innloggingen med BankID ble avbrutt.",
      "auth-bankid.eidentError.inprogress":
        "En innlogging med BankID pågår allerede. Fullfør den eller prøv igjen om litt.",
      "auth-bankid.eidentError.timeout": "Innloggingen med BankID tok for lang tid. Prøv igjen.",
      "auth-bankid.eidentError.browsererror":
        "Nettleseren kunne ikke fullføre innloggingen med BankID. Prøv en annen nettleser.",
      "auth-bankid.eidentError.bankidinvalid": "BankID-en din er ikke gyldig. Kontakt banken din.",
      "auth-bankid.eidentError.loginfailed": "Innloggingen mislyktes. Prøv igjen.",
    },
    fi: {
      "auth-bankid.resume.title": "Kirjautuminen pankkitunnuksilla",
      "auth-bankid.resume.pending": "Odotetaan vastausta tunnistautumisesta …",
      "auth-bankid.resume.choose": "Valitse taloyhtiö",
      "auth-bankid.resume.continue": "Jatka",
      "auth-bankid.resume.done": "Valmis! Olet kirjautunut sisään.",
      "auth-bankid.resume.failed": "Tunnistautuminen keskeytyi tai epäonnistui. Yritä uudelleen.",
      "auth-bankid.resume.close": "Sulje",
      "auth-bankid.sessionExpired.title": "Istuntosi on vanhentunut",
      "auth-bankid.sessionExpired.text":
        "Sinut on kirjattu ulos, koska kirjautumisesi on vanhentunut. Kirjaudu uudelleen jatkaaksesi.",
      "auth-bankid.sessionExpired.login": "Kirjaudu uudelleen",
      "auth-bankid.eidentError.title": "Jokin meni vikaan",
      "auth-bankid.eidentError.ssnnomatch": "Pankkitunnistuksen henkilötunnus ei vastaa tiliäsi.",
      "auth-bankid.eidentError.nopid": "Tililtäsi puuttuu henkilötunnus. Lisää pankkitunnistautuminen Omilla sivuilla.",
      "auth-bankid.eidentError.userexists": "Tällä henkilötunnuksella on jo tili. Kirjaudu sille.",
      "auth-bankid.eidentError.objecterror":
        "Valitsemassasi asunnossa tapahtui virhe. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.",
      "auth-bankid.eidentError.exception": "Tapahtui tekninen virhe. Yritä myöhemmin uudelleen.",
      "auth-bankid.eidentError.acceptterms": "Sinun on hyväksyttävä ehdot jatkaaksesi.",
      "auth-bankid.eidentError.purchase":
        "Ostossasi tapahtui virhe. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.",
      "auth-bankid.eidentError.general": "Jokin meni vikaan. Yritä uudelleen.",
      "auth-bankid.eidentError.notfound": "Emme löytäneet tiliä tälle tunnistautumiselle. Luo ensin tili.",
      "auth-bankid.eidentError.unauthorizedid": "Käyttämälläsi tunnisteella ei ole oikeutta tähän.",
      "auth-bankid.eidentError.cancel": "Pankkitunnistautuminen keskeytettiin.",
      "auth-bankid.eidentError.inprogress":
        "Pankkitunnistautuminen on jo käynnissä. Viimeistele se tai yritä hetken kuluttua uudelleen.",
      "auth-bankid.eidentError.timeout": "Pankkitunnistautuminen kesti liian kauan. Yritä uudelleen.",
      "auth-bankid.eidentError.browsererror":
        "Selain ei voinut viedä tunnistautumista loppuun. Kokeile toista selainta.",
      "auth-bankid.eidentError.bankidinvalid": "Tunnisteesi ei ole voimassa. Ota yhteyttä pankkiisi.",
      "auth-bankid.eidentError.loginfailed": "Kirjautuminen epäonnistui. Yritä uudelleen.",
    },
    en: {
      "auth-bankid.resume.title": "Log in with BankID",
      "auth-bankid.resume.pending": "Waiting for BankID …",
      "auth-bankid.resume.choose": "Choose association",
      "auth-bankid.resume.continue": "Continue",
      "auth-bankid.resume.done": "Done! You are logged in.",
      "auth-bankid.resume.failed": "The BankID login was cancelled or failed. Please try again.",
      "auth-bankid.resume.close": "Close",
      "auth-bankid.sessionExpired.title": "Your session has expired",
      "auth-bankid.sessionExpired.text":
        "You have been logged out because your login has expired. Log in again to continue.",
      "auth-bankid.sessionExpired.login": "Log in again",
      "auth-bankid.eidentError.title": "Something went wrong",
      "auth-bankid.eidentError.ssnnomatch": "The personal identity number from BankID does not match your account.",
      "auth-bankid.eidentError.nopid": "Your account has no personal identity number. Add BankID login on My pages.",
      "auth-bankid.eidentError.userexists":
        "An account with this personal identity number already exists. Log in to it instead.",
      "auth-bankid.eidentError.objecterror":
        "Something went wrong with the home you chose. Try again or contact customer service.",
      "auth-bankid.eidentError.exception": "A technical error occurred. Please try again later.",
      "auth-bankid.eidentError.acceptterms": "You need to accept the terms to continue.",
      "auth-bankid.eidentError.purchase":
        "Something went wrong with your purchase. Try again or contact customer service.",
      "auth-bankid.eidentError.general": "Something went wrong. Please try again.",
      "auth-bankid.eidentError.notfound": "We found no account for this BankID. Create an account first.",
      "auth-bankid.eidentError.unauthorizedid": "The BankID you used is not authorised for this.",
      "auth-bankid.eidentError.cancel": "The BankID login was cancelled.",
      "auth-bankid.eidentError.inprogress":
        "A BankID login is already in progress. Finish it or try again in a moment.",
      "auth-bankid.eidentError.timeout": "The BankID login took too long. Please try again.",
      "auth-bankid.eidentError.browsererror": "Your browser could not complete the BankID login. Try another browser.",
      "auth-bankid.eidentError.bankidinvalid": "Your BankID is not valid. Contact your bank.",
      "auth-bankid.eidentError.loginfailed": "The login failed. Please try again.",
    },
  },
);
