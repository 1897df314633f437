import type { Locale } from "@housing/site-config";

/*
 * The words of the booking agreement, its PDFs and the BankID sign order in the site's language
 * (sv, nb, fi, en). The agreement's text is what the buyer signs: its SHA-256 is named in the
 * BankID order's visible text.
 */

export interface BookingCopy {
  agreementTitle: string;
  agreementDraftTitle: string;
  factSheetTitle: string;
  intro: string;
  seller: string;
  home: string;
  objectNumber: string;
  stage: string;
  price: string;
  options: string;
  totalPrice: string;
  buyers: string;
  personalNumber: string;
  fee: string;
  noFee: string;
  rooms: string;
  livingArea: string;
  monthlyFee: string;
  closing: string;
  /** BankID's visible text: {object}, {stage}, {sha256}. */
  bankIdText: string;
}

const COPY: Record<Locale, BookingCopy> = {
  sv: {
    agreementTitle: "Bokningsavtal",
    agreementDraftTitle: "Bokningsavtal (utkast)",
    factSheetTitle: "Faktablad",
    intro: "Köparen bokar bostaden nedan på de villkor som står i detta avtal.",
    seller: "Säljare",
    home: "Bostad",
    objectNumber: "Lägenhetsnummer",
    stage: "Projekt",
    price: "Pris",
    options: "Tillval",
    totalPrice: "Totalt pris",
    buyers: "Köpare",
    personalNumber: "personnummer",
    fee: "Bokningsavgift",
    noFee: "Ingen bokningsavgift",
    rooms: "Rum",
    livingArea: "Boarea",
    monthlyFee: "Månadsavgift",
    closing: "Avtalet gäller när köparen har signerat det och bokningen är slutförd.",
    bankIdText: "Jag bokar {object} i {stage} enligt bokningsavtalet.\n\nAvtalets SHA-256: {sha256}",
  },
  nb: {
    agreementTitle: "Kjøpsavtale",
    agreementDraftTitle: "Kjøpsavtale (utkast)",
    factSheetTitle: "Faktaark",
    intro: "Kjøperen reserverer boligen nedenfor på vilkårene i denne avtalen.",
    seller: "Selger",
    home: "Bolig",
    objectNumber: "Leilighetsnummer",
    stage: "Prosjekt",
    price: "Pris",
    options: "Tilvalg",
    totalPrice: "Totalpris",
    buyers: "Kjøpere",
    personalNumber: "fødselsnummer",
    fee: "Reservasjonsgebyr",
    noFee: "Ingen reservasjonsgebyr",
    rooms: "Rom",
    livingArea: "Boareal",
    monthlyFee: "Felleskostnader",
    closing: "Avtalen gjelder når kjøperen har signert den og kjøpet er fullført.",
    bankIdText: "Jeg kjøper {object} i {stage} etter kjøpsavtalen.\n\nAvtalens SHA-256: {sha256}",
  },
  fi: {
    agreementTitle: "Varaussopimus",
    agreementDraftTitle: "Varaussopimus (luonnos)",
    factSheetTitle: "Tietolomake",
    intro: "Ostaja varaa alla olevan asunnon tämän sopimuksen ehdoin.",
    seller: "Myyjä",
    home: "Asunto",
    objectNumber: "Huoneistonumero",
    stage: "Kohde",
    price: "Myyntihinta",
    options: "Lisävalinnat",
    totalPrice: "Velaton kokonaishinta",
    buyers: "Ostajat",
    personalNumber: "henkilötunnus",
    fee: "Varausmaksu",
    noFee: "Ei varausmaksua",
    rooms: "Huoneet",
    livingArea: "Asuinpinta-ala",
    monthlyFee: "Vastike",
    closing: "Sopimus on voimassa, kun ostaja on allekirjoittanut sen ja varaus on vahvistettu.",
    bankIdText: "Varaan kohteen {object} ({stage}) varaussopimuksen mukaisesti.\n\nSopimuksen SHA-256: {sha256}",
  },
  en: {
    agreementTitle: "Booking agreement",
    agreementDraftTitle: "Booking agreement (draft)",
    factSheetTitle: "Fact sheet",
    intro: "The buyer books the home below on the terms of this agreement.",
    seller: "Seller",
    home: "Home",
    objectNumber: "Apartment number",
    stage: "Project",
    price: "Price",
    options: "Options",
    totalPrice: "Total price",
    buyers: "Buyers",
    personalNumber: "personal identity number",
    fee: "Booking fee",
    noFee: "No booking fee",
    rooms: "Rooms",
    livingArea: "Living area",
    monthlyFee: "Monthly fee",
    closing: "The agreement holds once the buyer has signed it and the booking is completed.",
    bankIdText: "I book {object} in {stage} under the booking agreement.\n\nThe agreement's SHA-256: {sha256}",
  },
};

export const bookingCopyOf = (locale: Locale): BookingCopy => COPY[locale];
