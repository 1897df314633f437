import { defineMessages } from "@housing/i18n";

/**
 * The login modal's own texts (spec section 2: the verification view, "Klart!" and "Fortsätt med
 * felanmälan"), the national-identity-number question (MustActivatePid, section 4) and the
 * developer-only BankID form. Loaded with the modal, never with the frame.
 */
export const authBankidLoginModal = defineMessages(
  {
    sv: {
      "auth-bankid-pages.done.heading": "Klart!",
      "auth-bankid-pages.done.text": "Du är inloggad.",
      "auth-bankid-pages.done.caseText": "Du är inloggad och kan nu göra din felanmälan.",
      "auth-bankid-pages.done.continueCase": "Fortsätt med felanmälan",
      "auth-bankid-pages.done.close": "Stäng",
      "auth-bankid-pages.done.withoutPid":
        "Du är inloggad. Verifiera dig med BankID när du vill göra en felanmälan.",
      "auth-bankid-pages.pid.heading": "Verifiera dig med BankID",
      "auth-bankid-pages.pid.text.se":
        "För att göra en felanmälan behöver ditt konto ett personnummer. Verifiera dig en gång med Mobilt BankID, så kopplas personnumret till ditt konto.",
      "auth-bankid-pages.pid.text.other":
        "För att göra en felanmälan behöver du logga in med bank-ID. Lägg till bank-ID-inloggning på ditt konto under Mina inställningar.",
      "auth-bankid-pages.pid.verify": "Verifiera med BankID",
      "auth-bankid-pages.pid.later": "Inte nu",
      "auth-bankid-pages.noBoardMember.heading": "Ingen teknisk förvaltning",
      "auth-bankid-pages.noBoardMember.back": "Tillbaka till inloggningen",
      "auth-bankid-pages.dev.heading": "BankID för utvecklare",
      "auth-bankid-pages.dev.intro": "Bara i utvecklings- och testmiljöer: logga in som en testperson utan telefon.",
      "auth-bankid-pages.dev.person": "Testperson",
      "auth-bankid-pages.dev.submit": "Logga in som testperson",
    },
  },
  {
    nb: {
      "auth-bankid-pages.done.heading": "Ferdig!",
      "auth-bankid-pages.done.text": "Du er logget inn.",
      "auth-bankid-pages.done.caseText": "Du er logget inn og kan nå sende feilmeldingen din.",
      "auth-bankid-pages.done.continueCase": "Fortsett med feilmelding",
      "auth-bankid-pages.done.close": "Lukk",
      "auth-bankid-pages.done.withoutPid": "Du er logget inn. Logg inn med BankID når du vil sende en feilmelding.",
      "auth-bankid-pages.pid.heading": "Bekreft deg med BankID",
      "auth-bankid-pages.pid.text.se":
        "For å sende en feilmelding trenger kontoen din et personnummer. Bekreft deg én gang med Mobilt BankID, så knyttes personnummeret til kontoen din.",
      "auth-bankid-pages.pid.text.other":
        "For å sende en feilmelding må du logge inn med BankID. Legg til BankID-innlogging på kontoen din under Mine innstillinger.",
      "auth-bankid-pages.pid.verify": "Bekreft med BankID",
      "auth-bankid-pages.pid.later": "Ikke nå",
      "auth-bankid-pages.noBoardMember.heading": "Ingen teknisk forvaltning",
      "auth-bankid-pages.noBoardMember.back": "Tilbake til innloggingen",
      "auth-bankid-pages.dev.heading": "BankID for utviklere",
      "auth-bankid-pages.dev.intro": "Bare i utviklings- og testmiljøer: logg inn som en testperson uten telefon.",
      "auth-bankid-pages.dev.person": "Testperson",
      "auth-bankid-pages.dev.submit": "Logg inn som testperson",
    },
    fi: {
      "auth-bankid-pages.done.heading": "Valmis!",
      "auth-bankid-pages.done.text": "Olet kirjautunut sisään.",
      "auth-bankid-pages.done.caseText": "Olet kirjautunut sisään ja voit nyt tehdä vikailmoituksen.",
      "auth-bankid-pages.done.continueCase": "Jatka vikailmoitukseen",
      "auth-bankid-pages.done.close": "Sulje",
      "auth-bankid-pages.done.withoutPid":
        "Olet kirjautunut sisään. Tunnistaudu pankkitunnuksilla, kun haluat tehdä vikailmoituksen.",
      "auth-bankid-pages.pid.heading": "Tunnistaudu pankkitunnuksilla",
      "auth-bankid-pages.pid.text.se":
        "Vikailmoitusta varten tililläsi on oltava henkilötunnus. Tunnistaudu kerran Mobiilin BankID:n avulla, niin henkilötunnus liitetään tiliisi.",
      "auth-bankid-pages.pid.text.other":
        "Vikailmoitusta varten sinun on kirjauduttava pankkitunnuksilla. Lisää pankkitunnuksilla kirjautuminen tiliisi kohdassa Omat asetukset.",
      "auth-bankid-pages.pid.verify": "Tunnistaudu BankID:llä",
      "auth-bankid-pages.pid.later": "Ei nyt",
      "auth-bankid-pages.noBoardMember.heading": "Ei teknistä isännöintiä",
      "auth-bankid-pages.noBoardMember.back": "Takaisin kirjautumiseen",
      "auth-bankid-pages.dev.heading": "BankID kehittäjille",
      "auth-bankid-pages.dev.intro": "Vain kehitys- ja testiympäristöissä: kirjaudu testihenkilönä ilman puhelinta.",
      "auth-bankid-pages.dev.person": "Testihenkilö",
      "auth-bankid-pages.dev.submit": "Kirjaudu testihenkilönä",
    },
    en: {
      "auth-bankid-pages.done.heading": "Done!",
      "auth-bankid-pages.done.text": "You are logged in.",
      "auth-bankid-pages.done.caseText": "You are logged in and can now report your fault.",
      "auth-bankid-pages.done.continueCase": "Continue with the fault report",
      "auth-bankid-pages.done.close": "Close",
      "auth-bankid-pages.done.withoutPid": "You are logged in. Verify yourself with BankID when you want to report a fault.",
      "auth-bankid-pages.pid.heading": "Verify yourself with BankID",
      "auth-bankid-pages.pid.text.se":
        "To report a fault, your account needs a personal identity number. Verify yourself once with Mobile BankID and the number is added to your account.",
      "auth-bankid-pages.pid.text.other":
        "To report a fault, you need to log in with bank ID. Add bank ID login to your account under My settings.",
      "auth-bankid-pages.pid.verify": "Verify with BankID",
      "auth-bankid-pages.pid.later": "Not now",
      "auth-bankid-pages.noBoardMember.heading": "No technical management",
      "auth-bankid-pages.noBoardMember.back": "Back to the login",
      "auth-bankid-pages.dev.heading": "BankID for developers",
      "auth-bankid-pages.dev.intro": "Development and test environments only: log in as a test person without a phone.",
      "auth-bankid-pages.dev.person": "Test person",
      "auth-bankid-pages.dev.submit": "Log in as the test person",
    },
  },
);
