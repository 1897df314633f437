import { defineMessages } from "@housing/i18n";

/**
 * The case form's messages (ids "case-management.…"): every error key the step schemas and the
 * file rules raise (spec section 5, the Swedish texts as the spec gives them) and the search,
 * list and submit texts of sections 5 and 8.
 */
export const caseManagementForm = defineMessages(
  {
    sv: {
      "case-management.error.required": "Fyll i fältet.",
      "case-management.error.invalidInput": "Fältet innehåller otillåtna tecken.",
      "case-management.error.inputToLong": "Texten är för lång.",
      "case-management.error.email": "Ange en giltig e-postadress.",
      "case-management.error.phoneNumber": "Ange ett telefonnummer med 7 till 20 siffror.",
      "case-management.error.numeric": "Ange bara siffror.",
      "case-management.error.acceptTerms": "Vänligen markera att du tagit del av informationen för att gå vidare.",
      "case-management.error.selectOption": "Vänligen markera ett alternativ för att gå vidare.",
      "case-management.error.selectAddress": "Vänligen välj en adress för att gå vidare med din felanmälan.",
      "case-management.error.compoundNumber": "Ange nio siffror.",
      "case-management.error.isMember": "Bekräfta att du är med i föreningens styrelse.",
      "case-management.error.descriptionRequired": "Beskriv felet.",
      "case-management.file.tooMany": "Du kan bifoga högst {max, plural, one {# fil} other {# filer}}.",
      "case-management.file.wrongType":
        "{name} är inte en tillåten filtyp. Bifoga bilder (JPEG, PNG), PDF, filmer (MP4, MOV) eller Word-dokument.",
      "case-management.file.fileSize": "{name} är större än 20 MB.",
      "case-management.file.totalSize": "Filerna är tillsammans större än 100 MB.",
      "case-management.search.noResults": "Inga resultat",
      "case-management.list.noOptions": "Inga alternativ tillgängliga, vänligen kontakta kundservice.",
      "case-management.list.roomsFailed": "Ett fel uppstod vid hämtning av utrymmen. Försök igen senare.",
      "case-management.list.roomDetailsFailed":
        "Ett fel uppstod vid hämtning av detaljerade utrymmen. Försök igen senare.",
      "case-management.submit.error": "Felanmälan kunde inte skickas. Försök igen.",
      "case-management.submit.errorFileSize":
        "Filerna är för stora för att skickas. Ta bort någon fil och försök igen.",
    },
  },
  {
    nb: {
      "case-management.error.required": "Fyll ut feltet.",
      "case-management.error.invalidInput": "Feltet inneholder tegn som ikke er tillatt.",
      "case-management.error.inputToLong": "Teksten er for lang.",
      "case-management.error.email": "Skriv inn en gyldig e-postadresse.",
      "case-management.error.phoneNumber": "Skriv inn et telefonnummer med 7 til 20 sifre.",
      "case-management.error.numeric": "Skriv bare sifre.",
      "case-management.error.acceptTerms": "Vennligst bekreft at du har lest informasjonen for å gå videre.",
      "case-management.error.selectOption": "Vennligst velg et alternativ for å gå videre.",
      "case-management.error.selectAddress": "Vennligst velg en adresse for å gå videre med feilmeldingen.",
      "case-management.error.compoundNumber": "Skriv inn ni sifre.",
      "case-management.error.isMember": "Bekreft at du sitter i styret.",
      "case-management.error.descriptionRequired": "Beskriv feilen.",
      "case-management.file.tooMany": "Du kan legge ved høyst {max, plural, one {# fil} other {# filer}}.",
      "case-management.file.wrongType":
        "{name} er ikke en tillatt filtype. Legg ved bilder (JPEG, PNG), PDF, filmer (MP4, MOV) eller Word-dokumenter.",
      "case-management.file.fileSize": "{name} er større enn 20 MB.",
      "case-management.file.totalSize": "Filene er til sammen større enn 100 MB.",
      "case-management.search.noResults": "Ingen resultater",
      "case-management.list.noOptions": "Ingen alternativer tilgjengelig, vennligst kontakt kundeservice.",
      "case-management.list.roomsFailed": "Det oppstod en feil ved henting av områder. Prøv igjen senere.",
      "case-management.list.roomDetailsFailed":
        "Det oppstod en feil ved henting av detaljerte områder. Prøv igjen senere.",
      "case-management.submit.error": "Feilmeldingen kunne ikke sendes. Prøv igjen.",
      "case-management.submit.errorFileSize": "Filene er for store til å sendes. Fjern en fil og prøv igjen.",
    },
    fi: {
      "case-management.error.required": "Täytä kenttä.",
      "case-management.error.invalidInput": "Kentässä on merkkejä, jotka eivät ole sallittuja.",
      "case-management.error.inputToLong": "Teksti on liian pitkä.",
      "case-management.error.email": "Anna kelvollinen sähköpostiosoite.",
      "case-management.error.phoneNumber": "Anna puhelinnumero, jossa on 7–20 numeroa.",
      "case-management.error.numeric": "Anna vain numeroita.",
      "case-management.error.acceptTerms": "Vahvista, että olet lukenut tiedot, jotta voit jatkaa.",
      "case-management.error.selectOption": "Valitse vaihtoehto jatkaaksesi.",
      "case-management.error.selectAddress": "Valitse osoite jatkaaksesi vikailmoitusta.",
      "case-management.error.compoundNumber": "Anna yhdeksän numeroa.",
      "case-management.error.isMember": "Vahvista, että olet taloyhtiön hallituksen jäsen.",
      "case-management.error.descriptionRequired": "Kuvaile vika.",
      "case-management.file.tooMany": "Voit liittää enintään {max, plural, one {# tiedoston} other {# tiedostoa}}.",
      "case-management.file.wrongType":
        "{name} ei ole sallittu tiedostotyyppi. Liitä kuvia (JPEG, PNG), PDF-tiedostoja, videoita (MP4, MOV) tai Word-asiakirjoja.",
      "case-management.file.fileSize": "{name} on suurempi kuin 20 Mt.",
      "case-management.file.totalSize": "Tiedostot ovat yhteensä suurempia kuin 100 Mt.",
      "case-management.search.noResults": "Ei tuloksia",
      "case-management.list.noOptions": "Vaihtoehtoja ei ole saatavilla, ota yhteyttä asiakaspalveluun.",
      "case-management.list.roomsFailed": "Tilojen haussa tapahtui virhe. Yritä myöhemmin uudelleen.",
      "case-management.list.roomDetailsFailed":
        "Tilojen tarkennusten haussa tapahtui virhe. Yritä myöhemmin uudelleen.",
      "case-management.submit.error": "Vikailmoitusta ei voitu lähettää. Yritä uudelleen.",
      "case-management.submit.errorFileSize":
        "Tiedostot ovat liian suuria lähetettäviksi. Poista jokin tiedosto ja yritä uudelleen.",
    },
    en: {
      "case-management.error.required": "Please fill in this field.",
      "case-management.error.invalidInput": "The field contains characters that are not allowed.",
      "case-management.error.inputToLong": "The text is too long.",
      "case-management.error.email": "Enter a valid e-mail address.",
      "case-management.error.phoneNumber": "Enter a phone number of 7 to 20 digits.",
      "case-management.error.numeric": "Enter digits only.",
      "case-management.error.acceptTerms": "Please confirm that you have read the information to continue.",
      "case-management.error.selectOption": "Please choose an option to continue.",
      "case-management.error.selectAddress": "Please choose an address to continue with your fault report.",
      "case-management.error.compoundNumber": "Enter nine digits.",
      "case-management.error.isMember": "Confirm that you are on the board of the association.",
      "case-management.error.descriptionRequired": "Describe the fault.",
      "case-management.file.tooMany": "You can attach at most {max, plural, one {# file} other {# files}}.",
      "case-management.file.wrongType":
        "{name} is not an allowed file type. Attach images (JPEG, PNG), PDF, videos (MP4, MOV) or Word documents.",
      "case-management.file.fileSize": "{name} is larger than 20 MB.",
      "case-management.file.totalSize": "The files are larger than 100 MB together.",
      "case-management.search.noResults": "No results",
      "case-management.list.noOptions": "No options available, please contact customer service.",
      "case-management.list.roomsFailed": "Something went wrong while fetching the spaces. Please try again later.",
      "case-management.list.roomDetailsFailed":
        "Something went wrong while fetching the detailed spaces. Please try again later.",
      "case-management.submit.error": "The fault report could not be sent. Please try again.",
      "case-management.submit.errorFileSize": "The files are too large to send. Remove a file and try again.",
    },
  },
);
