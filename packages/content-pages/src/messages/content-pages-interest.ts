import { defineMessages } from "@housing/i18n";

/** Messages of @housing/content-pages' anonymous interest form on stage and object pages. */
export const contentPagesInterest = defineMessages(
  {
    sv: {
      "content-pages.catalogue.interest.heading": "Intresseanmälan",
      "content-pages.catalogue.interest.intro": "Lämna dina uppgifter så kontaktar vi dig om {name}.",
      "content-pages.catalogue.interest.firstName": "Förnamn",
      "content-pages.catalogue.interest.lastName": "Efternamn",
      "content-pages.catalogue.interest.email": "E-post",
      "content-pages.catalogue.interest.phone": "Telefon",
      "content-pages.catalogue.interest.phoneHint": "7–20 tecken: siffror, mellanslag, + och -",
      "content-pages.catalogue.interest.postalCode": "Postnummer (valfritt)",
      "content-pages.catalogue.interest.postalCodeHint": "Siffror och mellanslag",
      "content-pages.catalogue.interest.rooms": "Önskat antal rum (valfritt)",
      "content-pages.catalogue.interest.roomsMin": "Minst",
      "content-pages.catalogue.interest.roomsMax": "Högst",
      "content-pages.catalogue.interest.roomsAny": "Valfritt",
      "content-pages.catalogue.interest.roomsOrMore": "{rooms} eller fler",
      "content-pages.catalogue.interest.message": "Meddelande (valfritt)",
      "content-pages.catalogue.interest.messageHint": "Högst {max} tecken",
      "content-pages.catalogue.interest.acceptTerms":
        "Jag godkänner att mina uppgifter behandlas för att besvara min intresseanmälan",
      "content-pages.catalogue.interest.privacy": "Så behandlar vi personuppgifter",
      "content-pages.catalogue.interest.submit": "Skicka intresseanmälan",
      "content-pages.catalogue.interest.sending": "Skickar…",
      "content-pages.catalogue.interest.successHeading": "Tack för din intresseanmälan!",
      "content-pages.catalogue.interest.successText": "Vi hör av oss till {email} så snart vi kan.",
      "content-pages.catalogue.interest.failed":
        "Det gick inte att skicka just nu. Dina uppgifter finns kvar – försök igen.",
      "content-pages.catalogue.interest.errorSummary":
        "{count, plural, one {Ett fält behöver rättas} other {# fält behöver rättas}}",
      "content-pages.catalogue.interest.error.required": "Fyll i fältet.",
      "content-pages.catalogue.interest.error.invalidInput":
        "Fältet innehåller otillåtna tecken (siffror, länkar eller tecknen < > @ ? =).",
      "content-pages.catalogue.interest.error.email": "Ange en giltig e-postadress, till exempel namn@exempel.se.",
      "content-pages.catalogue.interest.error.phoneNumber":
        "Ange ett telefonnummer med 7–20 tecken: siffror, mellanslag, + och -.",
      "content-pages.catalogue.interest.error.inputToLong": "Texten är för lång.",
      "content-pages.catalogue.interest.error.numeric": "Ange bara siffror och mellanslag.",
      "content-pages.catalogue.interest.error.maxRoomsBelowMin":
        "Högst antal rum kan inte vara färre än minst antal rum.",
      "content-pages.catalogue.interest.error.acceptTerms": "Du behöver godkänna behandlingen för att skicka.",
      "content-pages.catalogue.interest.loginBankId":
        "Du har redan ett konto hos oss, och det kräver inloggning med BankID. Logga in, så skickar vi din intresseanmälan.",
      "content-pages.catalogue.interest.loginEmail":
        "Det finns redan ett konto med e-postadressen {email}. Logga in, så skickar vi din intresseanmälan.",
      "content-pages.catalogue.interest.openLogin": "Logga in",
      "content-pages.catalogue.interest.signedIn.intro": "Anmäl intresse för {name}, så kontaktar vi dig.",
      "content-pages.catalogue.interest.signedIn.submit": "Anmäl intresse",
      "content-pages.catalogue.interest.signedIn.registered": "Du har anmält intresse för {name}.",
      "content-pages.catalogue.interest.signedIn.withdraw": "Ta tillbaka intresseanmälan",
      "content-pages.catalogue.interest.signedIn.sent": "Din intresseanmälan för {name} är skickad.",
      "content-pages.catalogue.interest.signedIn.emailLabel": "Din e-postadress",
      "content-pages.catalogue.interest.noEmail":
        "Vi behöver din e-postadress för att kunna kontakta dig. Ange den och skicka igen.",
      "content-pages.catalogue.interest.alreadySent":
        "Du har redan skickat en intresseanmälan för {name}. Vi hör av oss.",
      "content-pages.catalogue.interest.sendAgain": "Skicka en ny intresseanmälan",
    },
  },
  {
    nb: {
      "content-pages.catalogue.interest.heading": "Meld interesse",
      "content-pages.catalogue.interest.intro": "Legg igjen opplysningene dine, så kontakter vi deg om {name}.",
      "content-pages.catalogue.interest.firstName": "Fornavn",
      "content-pages.catalogue.interest.lastName": "Etternavn",
      "content-pages.catalogue.interest.email": "E-post",
      "content-pages.catalogue.interest.phone": "Telefon",
      "content-pages.catalogue.interest.phoneHint": "7–20 tegn: sifre, mellomrom, + og -",
      "content-pages.catalogue.interest.postalCode": "Postnummer (valgfritt)",
      "content-pages.catalogue.interest.postalCodeHint": "Sifre og mellomrom",
      "content-pages.catalogue.interest.rooms": "Ønsket antall rom (valgfritt)",
      "content-pages.catalogue.interest.roomsMin": "Minst",
      "content-pages.catalogue.interest.roomsMax": "Høyst",
      "content-pages.catalogue.interest.roomsAny": "Valgfritt",
      "content-pages.catalogue.interest.roomsOrMore": "{rooms} eller flere",
      "content-pages.catalogue.interest.message": "Melding (valgfritt)",
      "content-pages.catalogue.interest.messageHint": "Maks {max} tegn",
      "content-pages.catalogue.interest.acceptTerms":
        "Jeg godtar at opplysningene mine behandles for å svare på interessen min",
      "content-pages.catalogue.interest.privacy": "Slik behandler vi personopplysninger",
      "content-pages.catalogue.interest.submit": "Send interesse",
      "content-pages.catalogue.interest.sending": "Sender…",
      "content-pages.catalogue.interest.successHeading": "Takk for at du meldte interesse!",
      "content-pages.catalogue.interest.successText": "Vi kontakter deg på {email} så snart vi kan.",
      "content-pages.catalogue.interest.failed":
        "Det gikk ikke å sende akkurat nå. Opplysningene dine er tatt vare på – prøv igjen.",
      "content-pages.catalogue.interest.errorSummary":
        "{count, plural, one {Ett felt må rettes} other {# felt må rettes}}",
      "content-pages.catalogue.interest.error.required": "Fyll ut feltet.",
      "content-pages.catalogue.interest.error.invalidInput":
        "Feltet inneholder ugyldige tegn (sifre, lenker eller tegnene < > @ ? =).",
      "content-pages.catalogue.interest.error.email": "Oppgi en gyldig e-postadresse, for eksempel navn@eksempel.no.",
      "content-pages.catalogue.interest.error.phoneNumber":
        "Oppgi et telefonnummer med 7–20 tegn: sifre, mellomrom, + og -.",
      "content-pages.catalogue.interest.error.inputToLong": "Teksten er for lang.",
      "content-pages.catalogue.interest.error.numeric": "Oppgi bare sifre og mellomrom.",
      "content-pages.catalogue.interest.error.maxRoomsBelowMin":
        "Høyst antall rom kan ikke være lavere enn minst antall rom.",
      "content-pages.catalogue.interest.error.acceptTerms": "Du må godta behandlingen for å sende.",
      "content-pages.catalogue.interest.loginBankId":
        "Du har allerede en konto hos oss, og den krever innlogging med BankID. Logg inn, så sender vi interessemeldingen din.",
      "content-pages.catalogue.interest.loginEmail":
        "Det finnes allerede en konto med e-postadressen {email}. Logg inn, så sender vi interessemeldingen din.",
      "content-pages.catalogue.interest.openLogin": "Logg inn",
      "content-pages.catalogue.interest.signedIn.intro": "Meld interesse for {name}, så kontakter vi deg.",
      "content-pages.catalogue.interest.signedIn.submit": "Meld interesse",
      "content-pages.catalogue.interest.signedIn.registered": "Du har meldt interesse for {name}.",
      "content-pages.catalogue.interest.signedIn.withdraw": "Trekk tilbake interessemeldingen",
      "content-pages.catalogue.interest.signedIn.sent": "Interessemeldingen din for {name} er sendt.",
      "content-pages.catalogue.interest.signedIn.emailLabel": "E-postadressen din",
      "content-pages.catalogue.interest.noEmail":
        "Vi trenger e-postadressen din for å kunne kontakte deg. Skriv den inn og send på nytt.",
      "content-pages.catalogue.interest.alreadySent":
        "Du har allerede sendt en interessemelding for {name}. Vi tar kontakt.",
      "content-pages.catalogue.interest.sendAgain": "Send en ny interessemelding",
    },
    fi: {
      "content-pages.catalogue.interest.heading": "Ilmoita kiinnostuksesi",
      "content-pages.catalogue.interest.intro": "Jätä yhteystietosi, niin kerromme lisää kohteesta {name}.",
      "content-pages.catalogue.interest.firstName": "Etunimi",
      "content-pages.catalogue.interest.lastName": "Sukunimi",
      "content-pages.catalogue.interest.email": "Sähköposti",
      "content-pages.catalogue.interest.phone": "Puhelin",
      "content-pages.catalogue.interest.phoneHint": "7–20 merkkiä: numeroita, välilyöntejä, + ja -",
      "content-pages.catalogue.interest.postalCode": "Postinumero (vapaaehtoinen)",
      "content-pages.catalogue.interest.postalCodeHint": "Numeroita ja välilyöntejä",
      "content-pages.catalogue.interest.rooms": "Toivottu huoneluku (vapaaehtoinen)",
      "content-pages.catalogue.interest.roomsMin": "Vähintään",
      "content-pages.catalogue.interest.roomsMax": "Enintään",
      "content-pages.catalogue.interest.roomsAny": "Ei väliä",
      "content-pages.catalogue.interest.roomsOrMore": "{rooms} tai enemmän",
      "content-pages.catalogue.interest.message": "Viesti (vapaaehtoinen)",
      "content-pages.catalogue.interest.messageHint": "Enintään {max} merkkiä",
      "content-pages.catalogue.interest.acceptTerms":
        "Hyväksyn, että tietojani käsitellään yhteydenottopyyntöni vuoksi",
      "content-pages.catalogue.interest.privacy": "Näin käsittelemme henkilötietoja",
      "content-pages.catalogue.interest.submit": "Lähetä",
      "content-pages.catalogue.interest.sending": "Lähetetään…",
      "content-pages.catalogue.interest.successHeading": "Kiitos yhteydenotostasi!",
      "content-pages.catalogue.interest.successText": "Otamme yhteyttä osoitteeseen {email} mahdollisimman pian.",
      "content-pages.catalogue.interest.failed":
        "Lähettäminen ei onnistunut juuri nyt. Tietosi ovat tallessa – yritä uudelleen.",
      "content-pages.catalogue.interest.errorSummary":
        "{count, plural, one {Yksi kenttä on korjattava} other {# kenttää on korjattava}}",
      "content-pages.catalogue.interest.error.required": "Täytä kenttä.",
      "content-pages.catalogue.interest.error.invalidInput":
        "Kentässä on kiellettyjä merkkejä (numeroita, linkkejä tai merkkejä < > @ ? =).",
      "content-pages.catalogue.interest.error.email":
        "Anna kelvollinen sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.",
      "content-pages.catalogue.interest.error.phoneNumber":
        "Anna puhelinnumero, 7–20 merkkiä: numeroita, välilyöntejä, + ja -.",
      "content-pages.catalogue.interest.error.inputToLong": "Teksti on liian pitkä.",
      "content-pages.catalogue.interest.error.numeric": "Käytä vain numeroita ja välilyöntejä.",
      "content-pages.catalogue.interest.error.maxRoomsBelowMin":
        "Enimmäishuoneluku ei voi olla pienempi kuin vähimmäishuoneluku.",
      "content-pages.catalogue.interest.error.acceptTerms": "Hyväksy tietojen käsittely lähettääksesi.",
      "content-pages.catalogue.interest.loginBankId":
        "Sinulla on jo tili meillä, ja se vaatii tunnistautumisen pankkitunnuksilla. Kirjaudu sisään, niin lähetämme kiinnostuksenilmoituksesi.",
      "content-pages.catalogue.interest.loginEmail":
        "Sähköpostiosoitteella {email} on jo tili. Kirjaudu sisään, niin lähetämme kiinnostuksenilmoituksesi.",
      "content-pages.catalogue.interest.openLogin": "Kirjaudu sisään",
      "content-pages.catalogue.interest.signedIn.intro":
        "Ilmoita kiinnostuksesi kohteeseen {name}, niin otamme sinuun yhteyttä.",
      "content-pages.catalogue.interest.signedIn.submit": "Ilmoita kiinnostus",
      "content-pages.catalogue.interest.signedIn.registered": "Olet ilmoittanut kiinnostuksesi kohteeseen {name}.",
      "content-pages.catalogue.interest.signedIn.withdraw": "Peru kiinnostuksenilmoitus",
      "content-pages.catalogue.interest.signedIn.sent": "Kiinnostuksenilmoituksesi kohteeseen {name} on lähetetty.",
      "content-pages.catalogue.interest.signedIn.emailLabel": "Sähköpostiosoitteesi",
      "content-pages.catalogue.interest.noEmail":
        "Tarvitsemme sähköpostiosoitteesi voidaksemme ottaa sinuun yhteyttä. Kirjoita se ja lähetä uudelleen.",
      "content-pages.catalogue.interest.alreadySent":
        "Olet jo lähettänyt kiinnostuksenilmoituksen kohteeseen {name}. Otamme yhteyttä.",
      "content-pages.catalogue.interest.sendAgain": "Lähetä uusi kiinnostuksenilmoitus",
    },
    en: {
      "content-pages.catalogue.interest.heading": "Register your interest",
      "content-pages.catalogue.interest.intro": "Leave your details and we will contact you about {name}.",
      "content-pages.catalogue.interest.firstName": "First name",
      "content-pages.catalogue.interest.lastName": "Last name",
      "content-pages.catalogue.interest.email": "E-mail",
      "content-pages.catalogue.interest.phone": "Phone",
      "content-pages.catalogue.interest.phoneHint": "7–20 characters: digits, spaces, + and -",
      "content-pages.catalogue.interest.postalCode": "Postal code (optional)",
      "content-pages.catalogue.interest.postalCodeHint": "Digits and spaces",
      "content-pages.catalogue.interest.rooms": "Rooms wanted (optional)",
      "content-pages.catalogue.interest.roomsMin": "At least",
      "content-pages.catalogue.interest.roomsMax": "At most",
      "content-pages.catalogue.interest.roomsAny": "Any",
      "content-pages.catalogue.interest.roomsOrMore": "{rooms} or more",
      "content-pages.catalogue.interest.message": "Message (optional)",
      "content-pages.catalogue.interest.messageHint": "At most {max} characters",
      "content-pages.catalogue.interest.acceptTerms": "I agree that my details are processed to answer my request",
      "content-pages.catalogue.interest.privacy": "How we process personal data",
      "content-pages.catalogue.interest.submit": "Send",
      "content-pages.catalogue.interest.sending": "Sending…",
      "content-pages.catalogue.interest.successHeading": "Thank you for your interest!",
      "content-pages.catalogue.interest.successText": "We will contact you at {email} as soon as we can.",
      "content-pages.catalogue.interest.failed":
        "It could not be sent just now. Your details are still here – please try again.",
      "content-pages.catalogue.interest.errorSummary":
        "{count, plural, one {One field needs fixing} other {# fields need fixing}}",
      "content-pages.catalogue.interest.error.required": "Please fill in this field.",
      "content-pages.catalogue.interest.error.invalidInput":
        "The field contains characters that are not allowed (digits, links or < > @ ? =).",
      "content-pages.catalogue.interest.error.email": "Enter a valid e-mail address, such as name@example.com.",
      "content-pages.catalogue.interest.error.phoneNumber":
        "Enter a phone number of 7–20 characters: digits, spaces, + and -.",
      "content-pages.catalogue.interest.error.inputToLong": "The text is too long.",
      "content-pages.catalogue.interest.error.numeric": "Use digits and spaces only.",
      "content-pages.catalogue.interest.error.maxRoomsBelowMin": "The most rooms cannot be fewer than the least rooms.",
      "content-pages.catalogue.interest.error.acceptTerms": "Please accept the processing to send.",
      "content-pages.catalogue.interest.loginBankId":
        "You already have an account with us, and it needs a BankID login. Log in and we will send your registration of interest.",
      "content-pages.catalogue.interest.loginEmail":
        "There is already an account with the e-mail address {email}. Log in and we will send your registration of interest.",
      "content-pages.catalogue.interest.openLogin": "Log in",
      "content-pages.catalogue.interest.signedIn.intro": "Register your interest in {name} and we will contact you.",
      "content-pages.catalogue.interest.signedIn.submit": "Register interest",
      "content-pages.catalogue.interest.signedIn.registered": "You have registered your interest in {name}.",
      "content-pages.catalogue.interest.signedIn.withdraw": "Withdraw your interest",
      "content-pages.catalogue.interest.signedIn.sent": "Your interest in {name} has been registered.",
      "content-pages.catalogue.interest.signedIn.emailLabel": "Your e-mail address",
      "content-pages.catalogue.interest.noEmail":
        "We need your e-mail address to contact you. Enter it and send again.",
      "content-pages.catalogue.interest.alreadySent":
        "You have already registered your interest in {name}. We will be in touch.",
      "content-pages.catalogue.interest.sendAgain": "Send a new registration of interest",
    },
  },
);
