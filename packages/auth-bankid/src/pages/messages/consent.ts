import { defineMessages } from "@housing/i18n";

/**
 * Messages of the consent page (ids "auth-bankid-pages.consent.…"; spec section 2's consent gate).
 * The Swedish error text is spec section 5's.
 */
export const authBankidConsent = defineMessages(
  {
    sv: {
      "auth-bankid-pages.consent.heading": "Samtycke",
      "auth-bankid-pages.consent.intro":
        "För att använda Mina sidor hos {siteName} behöver vi ditt samtycke till att vi behandlar dina personuppgifter.",
      "auth-bankid-pages.consent.what":
        "{companyName} behandlar dina uppgifter (namn, kontaktuppgifter, personnummer och dina bokningar, köp och ärenden) för att visa dem på Mina sidor och ge dig service kring din bostad. Samtycket gäller {siteName}; du kan ta tillbaka det genom att kontakta oss.",
      "auth-bankid-pages.consent.privacy": "Så behandlar vi dina personuppgifter",
      "auth-bankid-pages.consent.accept":
        "Jag har tagit del av informationen och samtycker till att {companyName} behandlar mina personuppgifter.",
      "auth-bankid-pages.consent.error.acceptTerms":
        "Vänligen markera att du tagit del av informationen för att gå vidare.",
      "auth-bankid-pages.consent.submit": "Godkänn och fortsätt",
      "auth-bankid-pages.consent.sending": "Sparar …",
      "auth-bankid-pages.consent.failed": "Det gick inte att spara ditt samtycke. Försök igen.",
      "auth-bankid-pages.consent.loading": "Hämtar dina uppgifter …",
      "auth-bankid-pages.consent.done": "Tack! Du skickas vidare …",
      "auth-bankid-pages.consent.already": "Du har redan lämnat ditt samtycke för {siteName}.",
      "auth-bankid-pages.consent.continue": "Fortsätt",
    },
  },
  {
    nb: {
      "auth-bankid-pages.consent.heading": "Samtykke",
      "auth-bankid-pages.consent.intro":
        "For å bruke Mine sider hos {siteName} trenger vi ditt samtykke til at vi behandler personopplysningene dine.",
      "auth-bankid-pages.consent.what":
        "{companyName} behandler opplysningene dine (navn, kontaktopplysninger, fødselsnummer og dine bestillinger, kjøp og saker) for å vise dem på Mine sider og gi deg service rundt boligen din. Samtykket gjelder {siteName}; du kan trekke det tilbake ved å kontakte oss.",
      "auth-bankid-pages.consent.privacy": "Slik behandler vi personopplysningene dine",
      "auth-bankid-pages.consent.accept":
        "Jeg har lest informasjonen og samtykker til at {companyName} behandler personopplysningene mine.",
      "auth-bankid-pages.consent.error.acceptTerms": "Kryss av for at du har lest informasjonen for å gå videre.",
      "auth-bankid-pages.consent.submit": "Godta og fortsett",
      "auth-bankid-pages.consent.sending": "Lagrer …",
      "auth-bankid-pages.consent.failed": "Vi kunne ikke lagre samtykket ditt. Prøv igjen.",
      "auth-bankid-pages.consent.loading": "Henter opplysningene dine …",
      "auth-bankid-pages.consent.done": "Takk! Du sendes videre …",
      "auth-bankid-pages.consent.already": "Du har allerede gitt samtykke for {siteName}.",
      "auth-bankid-pages.consent.continue": "Fortsett",
    },
    fi: {
      "auth-bankid-pages.consent.heading": "Suostumus",
      "auth-bankid-pages.consent.intro":
        "Jotta voit käyttää palvelun {siteName} Omia sivuja, tarvitsemme suostumuksesi henkilötietojesi käsittelyyn.",
      "auth-bankid-pages.consent.what":
        "{companyName} käsittelee tietojasi (nimi, yhteystiedot, henkilötunnus sekä varauksesi, ostosi ja asiasi) näyttääkseen ne Omilla sivuilla ja palvellakseen sinua asumiseen liittyvissä asioissa. Suostumus koskee palvelua {siteName}; voit perua sen ottamalla meihin yhteyttä.",
      "auth-bankid-pages.consent.privacy": "Näin käsittelemme henkilötietojasi",
      "auth-bankid-pages.consent.accept":
        "Olen lukenut tiedot ja annan suostumukseni siihen, että {companyName} käsittelee henkilötietojani.",
      "auth-bankid-pages.consent.error.acceptTerms": "Vahvista, että olet lukenut tiedot, jotta voit jatkaa.",
      "auth-bankid-pages.consent.submit": "Hyväksy ja jatka",
      "auth-bankid-pages.consent.sending": "Tallennetaan …",
      "auth-bankid-pages.consent.failed": "Suostumuksen tallentaminen epäonnistui. Yritä uudelleen.",
      "auth-bankid-pages.consent.loading": "Haetaan tietojasi …",
      "auth-bankid-pages.consent.done": "Kiitos! Sinut ohjataan eteenpäin …",
      "auth-bankid-pages.consent.already": "Olet jo antanut suostumuksesi palvelulle {siteName}.",
      "auth-bankid-pages.consent.continue": "Jatka",
    },
    en: {
      "auth-bankid-pages.consent.heading": "Consent",
      "auth-bankid-pages.consent.intro":
        "To use My pages at {siteName}, we need your consent to process your personal data.",
      "auth-bankid-pages.consent.what":
        "{companyName} processes your data (name, contact details, personal identity number and your bookings, purchases and errands) to show it on My pages and to serve you with your home. The consent applies to {siteName}; you can withdraw it by contacting us.",
      "auth-bankid-pages.consent.privacy": "How we process your personal data",
      "auth-bankid-pages.consent.accept":
        "I have read the information and consent to {companyName} processing my personal data.",
      "auth-bankid-pages.consent.error.acceptTerms": "Please confirm that you have read the information to continue.",
      "auth-bankid-pages.consent.submit": "Accept and continue",
      "auth-bankid-pages.consent.sending": "Saving …",
      "auth-bankid-pages.consent.failed": "We could not save your consent. Please try again.",
      "auth-bankid-pages.consent.loading": "Fetching your details …",
      "auth-bankid-pages.consent.done": "Thank you! Taking you onwards …",
      "auth-bankid-pages.consent.already": "You have already given your consent for {siteName}.",
      "auth-bankid-pages.consent.continue": "Continue",
    },
  },
);
