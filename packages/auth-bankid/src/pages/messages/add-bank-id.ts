import { defineMessages } from "@housing/i18n";

/** Norway's add-bank-ID modal on my pages (ids "auth-bankid-pages.addBankId.…", spec section 2). */
export const authBankidAddBankId = defineMessages(
  {
    sv: {
      "auth-bankid-pages.addBankId.open": "Lägg till inloggning med BankID",
      "auth-bankid-pages.addBankId.title": "Lägg till BankID",
      "auth-bankid-pages.addBankId.text":
        "Ditt konto saknar personnummer. Identifiera dig med BankID en gång, så kan du sedan logga in med BankID och göra felanmälningar. Ditt namn hämtas från BankID.",
      "auth-bankid-pages.addBankId.start": "Fortsätt till BankID",
      "auth-bankid-pages.addBankId.starting": "Skickar dig till BankID …",
      "auth-bankid-pages.addBankId.failed": "BankID kunde inte startas. Försök igen om en stund.",
      "auth-bankid-pages.addBankId.doneTitle": "Klart!",
      "auth-bankid-pages.addBankId.doneText":
        "BankID är nu kopplat till ditt konto. Nästa gång kan du logga in med BankID.",
    },
  },
  {
    nb: {
      "auth-bankid-pages.addBankId.open": "Legg til innlogging med BankID",
      "auth-bankid-pages.addBankId.title": "Legg til BankID",
      "auth-bankid-pages.addBankId.text":
        "Kontoen din mangler fødselsnummer. Identifiser deg med BankID én gang, så kan du senere logge inn med BankID og sende feilmeldinger. Navnet ditt hentes fra BankID.",
      "auth-bankid-pages.addBankId.start": "Fortsett til BankID",
      "auth-bankid-pages.addBankId.starting": "Sender deg til BankID …",
      "auth-bankid-pages.addBankId.failed": "BankID kunne ikke startes. Prøv igjen om litt.",
      "auth-bankid-pages.addBankId.doneTitle": "Ferdig!",
      "auth-bankid-pages.addBankId.doneText":
        "BankID er nå koblet til kontoen din. Neste gang kan du logge inn med BankID.",
    },
    fi: {
      "auth-bankid-pages.addBankId.open": "Lisää pankkitunnistautuminen",
      "auth-bankid-pages.addBankId.title": "Lisää pankkitunnistautuminen",
      "auth-bankid-pages.addBankId.text":
        "Tililtäsi puuttuu henkilötunnus. Tunnistaudu kerran pankkitunnuksilla, niin voit jatkossa kirjautua niillä ja tehdä vikailmoituksia. Nimesi haetaan tunnistautumisesta.",
      "auth-bankid-pages.addBankId.start": "Jatka tunnistautumiseen",
      "auth-bankid-pages.addBankId.starting": "Siirrytään tunnistautumiseen …",
      "auth-bankid-pages.addBankId.failed": "Tunnistautumista ei voitu aloittaa. Yritä hetken kuluttua uudelleen.",
      "auth-bankid-pages.addBankId.doneTitle": "Valmis!",
      "auth-bankid-pages.addBankId.doneText":
        "Pankkitunnistautuminen on nyt liitetty tiliisi. Voit jatkossa kirjautua sillä.",
    },
    en: {
      "auth-bankid-pages.addBankId.open": "Add login with BankID",
      "auth-bankid-pages.addBankId.title": "Add BankID",
      "auth-bankid-pages.addBankId.text":
        "Your account has no national identity number. Identify yourself with BankID once, and you can then log in with BankID and report faults. Your name is taken from BankID.",
      "auth-bankid-pages.addBankId.start": "Continue to BankID",
      "auth-bankid-pages.addBankId.starting": "Taking you to BankID …",
      "auth-bankid-pages.addBankId.failed": "BankID could not be started. Please try again in a moment.",
      "auth-bankid-pages.addBankId.doneTitle": "Done!",
      "auth-bankid-pages.addBankId.doneText":
        "BankID is now linked to your account. Next time you can log in with BankID.",
    },
  },
);
