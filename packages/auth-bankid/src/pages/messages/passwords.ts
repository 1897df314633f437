import { defineMessages } from "@housing/i18n";

/**
 * Messages of the forgotten-password, change-password and change-e-mail pages (ids
 * "auth-bankid-pages.passwords.…"). The reset form's texts, the e-mail label and the call
 * failures are the login's ("auth-bankid-pages.reset.…", ".email.email", ".status.…", ".error.…").
 */
export const authBankidPasswords = defineMessages(
  {
    sv: {
      "auth-bankid-pages.passwords.loading": "Hämtar dina uppgifter …",
      "auth-bankid-pages.passwords.toLogin": "Till inloggningen",
      "auth-bankid-pages.passwords.backToLogin": "Tillbaka till inloggningen",
      "auth-bankid-pages.passwords.backToSettings": "Tillbaka till mina inställningar",
      "auth-bankid-pages.passwords.retry": "Försök igen",
      "auth-bankid-pages.passwords.field.oldPassword": "Nuvarande lösenord",
      "auth-bankid-pages.passwords.field.newPassword": "Nytt lösenord",
      "auth-bankid-pages.passwords.field.repeatPassword": "Upprepa det nya lösenordet",
      "auth-bankid-pages.passwords.field.newPasswordHint": "Minst 6 tecken.",
      "auth-bankid-pages.passwords.field.newEmail": "Ny e-postadress",
      "auth-bankid-pages.passwords.error.passwordNoMatch": "Lösenorden är inte likadana.",
      "auth-bankid-pages.passwords.error.wrongPassword": "Lösenordet stämmer inte.",
      "auth-bankid-pages.passwords.error.emailInUse": "Det finns redan ett konto med den e-postadressen.",
      "auth-bankid-pages.passwords.error.sameEmail": "Det är den adress du har nu. Ange en ny.",
      "auth-bankid-pages.passwords.error.passwordNotSet": "Ditt konto har inget lösenord ännu.",
      "auth-bankid-pages.passwords.reset.heading": "Välj ett nytt lösenord",
      "auth-bankid-pages.passwords.reset.submit": "Spara lösenordet",
      "auth-bankid-pages.passwords.reset.done": "Klart! Ditt lösenord är bytt. Logga in med det nya lösenordet.",
      "auth-bankid-pages.passwords.reset.tokenInvalid":
        "Länken fungerar inte längre. Den kan redan ha använts eller ha gått ut: en länk gäller i en timme och kan användas en gång.",
      "auth-bankid-pages.passwords.reset.requestNew": "Få en ny länk",
      "auth-bankid-pages.passwords.change.intro": "Ange ditt nuvarande lösenord och välj ett nytt.",
      "auth-bankid-pages.passwords.change.submit": "Byt lösenord",
      "auth-bankid-pages.passwords.change.done": "Klart! Ditt lösenord är bytt.",
      "auth-bankid-pages.passwords.change.forgot": "Glömt ditt nuvarande lösenord?",
      "auth-bankid-pages.passwords.first.intro":
        "Ditt konto har inget lösenord ännu. Välj ett, så kan du också logga in med e-post och lösenord.",
      "auth-bankid-pages.passwords.first.submit": "Spara lösenordet",
      "auth-bankid-pages.passwords.first.done":
        "Klart! Nu kan du också logga in med din e-postadress och ditt lösenord.",
      "auth-bankid-pages.passwords.first.notSet":
        "Du kan välja ett lösenord här när du har loggat in med BankID. Du kan också få en länk till din e-post och välja lösenordet där.",
      "auth-bankid-pages.passwords.first.byEmail": "Få en länk via e-post",
      "auth-bankid-pages.passwords.email.current": "Din e-postadress nu: {email}",
      "auth-bankid-pages.passwords.email.intro":
        "Ange den nya adressen. Vi skickar en länk dit, och när du öppnar den byts adressen.",
      "auth-bankid-pages.passwords.email.submit": "Skicka länk",
      "auth-bankid-pages.passwords.email.sent":
        "Vi har skickat en länk till {email}. Öppna den för att bekräfta den nya adressen. Länken gäller i 24 timmar.",
      "auth-bankid-pages.passwords.email.confirming": "Bekräftar din nya e-postadress …",
      "auth-bankid-pages.passwords.email.confirmed": "Klart! Din e-postadress är nu {email}.",
      "auth-bankid-pages.passwords.email.confirmedNoAddress": "Klart! Din e-postadress är bytt.",
      "auth-bankid-pages.passwords.email.tokenInvalid":
        "Länken fungerar inte längre. Den kan redan ha använts eller ha gått ut: en länk gäller i 24 timmar och kan användas en gång.",
      "auth-bankid-pages.passwords.email.taken":
        "Adressen har hunnit bli kopplad till ett annat konto, så den kan inte bli din. Välj en annan adress.",
      "auth-bankid-pages.passwords.email.requestNew": "Byt e-postadress igen",
    },
  },
  {
    nb: {
      "auth-bankid-pages.passwords.loading": "Henter opplysningene dine …",
      "auth-bankid-pages.passwords.toLogin": "Til innloggingen",
      "auth-bankid-pages.passwords.backToLogin": "Tilbake til innloggingen",
      "auth-bankid-pages.passwords.backToSettings": "Tilbake til mine innstillinger",
      "auth-bankid-pages.passwords.retry": "Prøv igjen",
      "auth-bankid-pages.passwords.field.oldPassword": "Nåværende passord",
      "auth-bankid-pages.passwords.field.newPassword": "Nytt passord",
      "auth-bankid-pages.passwords.field.repeatPassword": "Gjenta det nye passordet",
      "auth-bankid-pages.passwords.field.newPasswordHint": "Minst 6 tegn.",
      "auth-bankid-pages.passwords.field.newEmail": "Ny e-postadresse",
      "auth-bankid-pages.passwords.error.passwordNoMatch": "Passordene er ikke like.",
      "auth-bankid-pages.passwords.error.wrongPassword": "Passordet stemmer ikke.",
      "auth-bankid-pages.passwords.error.emailInUse": "Det finnes allerede en konto med denne e-postadressen.",
      "auth-bankid-pages.passwords.error.sameEmail": "Det er adressen du har nå. Skriv inn en ny.",
      "auth-bankid-pages.passwords.error.passwordNotSet": "Kontoen din har ikke noe passord ennå.",
      "auth-bankid-pages.passwords.reset.heading": "Velg et nytt passord",
      "auth-bankid-pages.passwords.reset.submit": "Lagre passordet",
      "auth-bankid-pages.passwords.reset.done": "Ferdig! Passordet ditt er endret. Logg inn med det nye passordet.",
      "auth-bankid-pages.passwords.reset.tokenInvalid":
        "Lenken virker ikke lenger. Den kan allerede være brukt eller ha utløpt: en lenke gjelder i én time og kan brukes én gang.",
      "auth-bankid-pages.passwords.reset.requestNew": "Få en ny lenke",
      "auth-bankid-pages.passwords.change.intro": "Skriv inn det nåværende passordet ditt og velg et nytt.",
      "auth-bankid-pages.passwords.change.submit": "Bytt passord",
      "auth-bankid-pages.passwords.change.done": "Ferdig! Passordet ditt er endret.",
      "auth-bankid-pages.passwords.change.forgot": "Glemt det nåværende passordet?",
      "auth-bankid-pages.passwords.first.intro":
        "Kontoen din har ikke noe passord ennå. Velg et, så kan du også logge inn med e-post og passord.",
      "auth-bankid-pages.passwords.first.submit": "Lagre passordet",
      "auth-bankid-pages.passwords.first.done":
        "Ferdig! Nå kan du også logge inn med e-postadressen og passordet ditt.",
      "auth-bankid-pages.passwords.first.notSet":
        "Du kan velge et passord her når du har logget inn med BankID. Du kan også få en lenke på e-post og velge passordet der.",
      "auth-bankid-pages.passwords.first.byEmail": "Få en lenke på e-post",
      "auth-bankid-pages.passwords.email.current": "E-postadressen din nå: {email}",
      "auth-bankid-pages.passwords.email.intro":
        "Skriv inn den nye adressen. Vi sender en lenke dit, og når du åpner den, byttes adressen.",
      "auth-bankid-pages.passwords.email.submit": "Send lenke",
      "auth-bankid-pages.passwords.email.sent":
        "Vi har sendt en lenke til {email}. Åpne den for å bekrefte den nye adressen. Lenken gjelder i 24 timer.",
      "auth-bankid-pages.passwords.email.confirming": "Bekrefter den nye e-postadressen din …",
      "auth-bankid-pages.passwords.email.confirmed": "Ferdig! E-postadressen din er nå {email}.",
      "auth-bankid-pages.passwords.email.confirmedNoAddress": "Ferdig! E-postadressen din er endret.",
      "auth-bankid-pages.passwords.email.tokenInvalid":
        "Lenken virker ikke lenger. Den kan allerede være brukt eller ha utløpt: en lenke gjelder i 24 timer og kan brukes én gang.",
      "auth-bankid-pages.passwords.email.taken":
        "Adressen er i mellomtiden knyttet til en annen konto, så den kan ikke bli din. Velg en annen adresse.",
      "auth-bankid-pages.passwords.email.requestNew": "Bytt e-postadresse på nytt",
    },
    fi: {
      "auth-bankid-pages.passwords.loading": "Haetaan tietojasi …",
      "auth-bankid-pages.passwords.toLogin": "Kirjautumiseen",
      "auth-bankid-pages.passwords.backToLogin": "Takaisin kirjautumiseen",
      "auth-bankid-pages.passwords.backToSettings": "Takaisin omiin asetuksiin",
      "auth-bankid-pages.passwords.retry": "Yritä uudelleen",
      "auth-bankid-pages.passwords.field.oldPassword": "Nykyinen salasana",
      "auth-bankid-pages.passwords.field.newPassword": "Uusi salasana",
      "auth-bankid-pages.passwords.field.repeatPassword": "Uusi salasana uudelleen",
      "auth-bankid-pages.passwords.field.newPasswordHint": "Vähintään 6 merkkiä.",
      "auth-bankid-pages.passwords.field.newEmail": "Uusi sähköpostiosoite",
      "auth-bankid-pages.passwords.error.passwordNoMatch": "Salasanat eivät ole samat.",
      "auth-bankid-pages.passwords.error.wrongPassword": "Salasana ei täsmää.",
      "auth-bankid-pages.passwords.error.emailInUse": "Tällä sähköpostiosoitteella on jo tili.",
      "auth-bankid-pages.passwords.error.sameEmail": "Tämä on nykyinen osoitteesi. Anna uusi osoite.",
      "auth-bankid-pages.passwords.error.passwordNotSet": "Tililläsi ei ole vielä salasanaa.",
      "auth-bankid-pages.passwords.reset.heading": "Valitse uusi salasana",
      "auth-bankid-pages.passwords.reset.submit": "Tallenna salasana",
      "auth-bankid-pages.passwords.reset.done":
        "Valmista! Salasanasi on vaihdettu. Kirjaudu sisään uudella salasanalla.",
      "auth-bankid-pages.passwords.reset.tokenInvalid":
        "Linkki ei enää toimi. Se on voitu jo käyttää tai se on vanhentunut: linkki on voimassa tunnin ja toimii kerran.",
      "auth-bankid-pages.passwords.reset.requestNew": "Tilaa uusi linkki",
      "auth-bankid-pages.passwords.change.intro": "Anna nykyinen salasanasi ja valitse uusi.",
      "auth-bankid-pages.passwords.change.submit": "Vaihda salasana",
      "auth-bankid-pages.passwords.change.done": "Valmista! Salasanasi on vaihdettu.",
      "auth-bankid-pages.passwords.change.forgot": "Unohditko nykyisen salasanasi?",
      "auth-bankid-pages.passwords.first.intro":
        "Tililläsi ei ole vielä salasanaa. Valitse salasana, niin voit kirjautua myös sähköpostilla ja salasanalla.",
      "auth-bankid-pages.passwords.first.submit": "Tallenna salasana",
      "auth-bankid-pages.passwords.first.done":
        "Valmista! Nyt voit kirjautua myös sähköpostiosoitteellasi ja salasanallasi.",
      "auth-bankid-pages.passwords.first.notSet":
        "Voit valita salasanan täällä, kun olet kirjautunut pankkitunnuksilla. Voit myös tilata linkin sähköpostiisi ja valita salasanan sen kautta.",
      "auth-bankid-pages.passwords.first.byEmail": "Tilaa linkki sähköpostiin",
      "auth-bankid-pages.passwords.email.current": "Nykyinen sähköpostiosoitteesi: {email}",
      "auth-bankid-pages.passwords.email.intro":
        "Anna uusi osoite. Lähetämme siihen linkin, ja osoite vaihtuu, kun avaat linkin.",
      "auth-bankid-pages.passwords.email.submit": "Lähetä linkki",
      "auth-bankid-pages.passwords.email.sent":
        "Lähetimme linkin osoitteeseen {email}. Vahvista uusi osoite avaamalla linkki. Linkki on voimassa 24 tuntia.",
      "auth-bankid-pages.passwords.email.confirming": "Vahvistetaan uutta sähköpostiosoitettasi …",
      "auth-bankid-pages.passwords.email.confirmed": "Valmista! Sähköpostiosoitteesi on nyt {email}.",
      "auth-bankid-pages.passwords.email.confirmedNoAddress": "Valmista! Sähköpostiosoitteesi on vaihdettu.",
      "auth-bankid-pages.passwords.email.tokenInvalid":
        "Linkki ei enää toimi. Se on voitu jo käyttää tai se on vanhentunut: linkki on voimassa 24 tuntia ja toimii kerran.",
      "auth-bankid-pages.passwords.email.taken":
        "Osoite on ehditty liittää toiseen tiliin, joten se ei voi olla sinun. Valitse toinen osoite.",
      "auth-bankid-pages.passwords.email.requestNew": "Vaihda sähköpostiosoite uudelleen",
    },
    en: {
      "auth-bankid-pages.passwords.loading": "Fetching your details …",
      "auth-bankid-pages.passwords.toLogin": "Go to login",
      "auth-bankid-pages.passwords.backToLogin": "Back to login",
      "auth-bankid-pages.passwords.backToSettings": "Back to my settings",
      "auth-bankid-pages.passwords.retry": "Try again",
      "auth-bankid-pages.passwords.field.oldPassword": "Current password",
      "auth-bankid-pages.passwords.field.newPassword": "New password",
      "auth-bankid-pages.passwords.field.repeatPassword": "Repeat the new password",
      "auth-bankid-pages.passwords.field.newPasswordHint": "At least 6 characters.",
      "auth-bankid-pages.passwords.field.newEmail": "New e-mail address",
      "auth-bankid-pages.passwords.error.passwordNoMatch": "The passwords do not match.",
      "auth-bankid-pages.passwords.error.wrongPassword": "The password is not correct.",
      "auth-bankid-pages.passwords.error.emailInUse": "There is already an account with this e-mail address.",
      "auth-bankid-pages.passwords.error.sameEmail": "This is the address you have now. Enter a new one.",
      "auth-bankid-pages.passwords.error.passwordNotSet": "Your account has no password yet.",
      "auth-bankid-pages.passwords.reset.heading": "Choose a new password",
      "auth-bankid-pages.passwords.reset.submit": "Save the password",
      "auth-bankid-pages.passwords.reset.done": "Done! Your password has been changed. Log in with the new password.",
      "auth-bankid-pages.passwords.reset.tokenInvalid":
        "The link no longer works. It may have been used already or have expired: a link is valid for an hour and works once.",
      "auth-bankid-pages.passwords.reset.requestNew": "Get a new link",
      "auth-bankid-pages.passwords.change.intro": "Enter your current password and choose a new one.",
      "auth-bankid-pages.passwords.change.submit": "Change password",
      "auth-bankid-pages.passwords.change.done": "Done! Your password has been changed.",
      "auth-bankid-pages.passwords.change.forgot": "Forgot your current password?",
      "auth-bankid-pages.passwords.first.intro":
        "Your account has no password yet. Choose one, and you can also log in with your e-mail and password.",
      "auth-bankid-pages.passwords.first.submit": "Save the password",
      "auth-bankid-pages.passwords.first.done": "Done! You can now also log in with your e-mail address and password.",
      "auth-bankid-pages.passwords.first.notSet":
        "You can choose a password here once you have logged in with BankID. You can also get a link by e-mail and choose the password there.",
      "auth-bankid-pages.passwords.first.byEmail": "Get a link by e-mail",
      "auth-bankid-pages.passwords.email.current": "Your e-mail address now: {email}",
      "auth-bankid-pages.passwords.email.intro":
        "Enter the new address. We send a link there, and the address changes when you open it.",
      "auth-bankid-pages.passwords.email.submit": "Send link",
      "auth-bankid-pages.passwords.email.sent":
        "We have sent a link to {email}. Open it to confirm the new address. The link is valid for 24 hours.",
      "auth-bankid-pages.passwords.email.confirming": "Confirming your new e-mail address …",
      "auth-bankid-pages.passwords.email.confirmed": "Done! Your e-mail address is now {email}.",
      "auth-bankid-pages.passwords.email.confirmedNoAddress": "Done! Your e-mail address has been changed.",
      "auth-bankid-pages.passwords.email.tokenInvalid":
        "The link no longer works. It may have been used already or have expired: a link is valid for 24 hours and works once.",
      "auth-bankid-pages.passwords.email.taken":
        "The address has meanwhile been tied to another account, so it cannot be yours. Choose another address.",
      "auth-bankid-pages.passwords.email.requestNew": "Change the e-mail address again",
    },
  },
);
