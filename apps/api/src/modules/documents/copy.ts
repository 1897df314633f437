import type { DocumentKind } from "@housing/contracts/documents";
import type { Locale } from "@housing/site-config";

/*
 * The documents' words in the site's language: their titles (also the bell's subject) and what
 * the PDF says. A PDF is read outside the sites, so its text is written here, not in a feature's
 * messages.
 */

export interface PdfCopy {
  titles: Record<DocumentKind, string>;
  intro: Record<DocumentKind, string>;
  object: string;
  objectNumber: string;
  stage: string;
  address: string;
  price: string;
  seller: string;
  buyers: string;
  personalNumber: string;
  bookedOn: string;
  entryDate: string;
  notSet: string;
  signatures: string;
  signedWithBankId: string;
  /** Norway's and Finland's signature through the e-ID broker (auth method `signicat`). */
  signedWithEid: string;
  approved: string;
  awaitingSignature: string;
  awaitingApproval: string;
  signedCopy: string;
  /** What the BankID app shows when signing: `{title}`, `{object}`, `{sha256}`. */
  bankIdText: string;
}

const COPY: Record<Locale, PdfCopy> = {
  sv: {
    titles: {
      purchaseContract: "Köpekontrakt",
      interiorChoices: "Tillvalsbeställning",
      handoverProtocol: "Tillträdesprotokoll",
    },
    intro: {
      purchaseContract: "Säljaren överlåter bostaden nedan till köparna på de villkor som anges i detta kontrakt.",
      interiorChoices: "Köparna beställer de tillval till bostaden nedan som de har valt på Mina sidor.",
      handoverProtocol: "Köparna tillträder bostaden nedan. Köpeskillingen är betald och nycklarna överlämnade.",
    },
    object: "Bostad",
    objectNumber: "Lägenhetsnummer",
    stage: "Projekt",
    address: "Adress",
    price: "Pris",
    seller: "Säljare",
    buyers: "Köpare",
    personalNumber: "Personnummer",
    bookedOn: "Bokad",
    entryDate: "Tillträde",
    notSet: "Ej fastställt",
    signatures: "Underskrifter",
    signedWithBankId: "Signerat med BankID",
    signedWithEid: "Signerat med e-legitimation",
    approved: "Godkänt",
    awaitingSignature: "Väntar på underskrift",
    awaitingApproval: "Väntar på godkännande",
    signedCopy: "Signerat exemplar av dokumentet med SHA-256",
    bankIdText: "{title}: {object}\n\nJag signerar dokumentet med SHA-256 {sha256}",
  },
  nb: {
    titles: {
      purchaseContract: "Kjøpekontrakt",
      interiorChoices: "Tilvalgsbestilling",
      handoverProtocol: "Overtakelsesprotokoll",
    },
    intro: {
      purchaseContract: "Selgeren overdrar boligen nedenfor til kjøperne på vilkårene i denne kontrakten.",
      interiorChoices: "Kjøperne bestiller tilvalgene til boligen nedenfor som de har valgt på Mine sider.",
      handoverProtocol: "Kjøperne overtar boligen nedenfor. Kjøpesummen er betalt og nøklene overlevert.",
    },
    object: "Bolig",
    objectNumber: "Leilighetsnummer",
    stage: "Prosjekt",
    address: "Adresse",
    price: "Pris",
    seller: "Selger",
    buyers: "Kjøpere",
    personalNumber: "Fødselsnummer",
    bookedOn: "Reservert",
    entryDate: "Overtakelse",
    notSet: "Ikke fastsatt",
    signatures: "Signaturer",
    signedWithBankId: "Signert med BankID",
    signedWithEid: "Signert med elektronisk ID",
    approved: "Godkjent",
    awaitingSignature: "Venter på signatur",
    awaitingApproval: "Venter på godkjenning",
    signedCopy: "Signert eksemplar av dokumentet med SHA-256",
    bankIdText: "{title}: {object}\n\nJeg signerer dokumentet med SHA-256 {sha256}",
  },
  fi: {
    titles: {
      purchaseContract: "Kauppakirja",
      interiorChoices: "Lisävalintatilaus",
      handoverProtocol: "Luovutuspöytäkirja",
    },
    intro: {
      purchaseContract: "Myyjä luovuttaa alla olevan asunnon ostajille tämän kauppakirjan ehdoin.",
      interiorChoices: "Ostajat tilaavat alla olevaan asuntoon Omilla sivuilla valitsemansa lisävalinnat.",
      handoverProtocol:
        "Ostajat ottavat alla olevan asunnon hallintaansa. Kauppahinta on maksettu ja avaimet luovutettu.",
    },
    object: "Asunto",
    objectNumber: "Huoneistonumero",
    stage: "Kohde",
    address: "Osoite",
    price: "Hinta",
    seller: "Myyjä",
    buyers: "Ostajat",
    personalNumber: "Henkilötunnus",
    bookedOn: "Varattu",
    entryDate: "Hallintaoikeus alkaa",
    notSet: "Ei vahvistettu",
    signatures: "Allekirjoitukset",
    signedWithBankId: "Allekirjoitettu BankID:llä",
    signedWithEid: "Allekirjoitettu vahvalla sähköisellä tunnistuksella",
    approved: "Hyväksytty",
    awaitingSignature: "Odottaa allekirjoitusta",
    awaitingApproval: "Odottaa hyväksyntää",
    signedCopy: "Allekirjoitettu kappale asiakirjasta, jonka SHA-256 on",
    bankIdText: "{title}: {object}\n\nAllekirjoitan asiakirjan, jonka SHA-256 on {sha256}",
  },
  en: {
    titles: {
      purchaseContract: "Purchase contract",
      interiorChoices: "Interior choices order",
      handoverProtocol: "Handover protocol",
    },
    intro: {
      purchaseContract: "The seller transfers the home below to the buyers on the terms of this contract.",
      interiorChoices: "The buyers order the interior choices for the home below that they made on My pages.",
      handoverProtocol: "The buyers take possession of the home below. The price is paid and the keys handed over.",
    },
    object: "Home",
    objectNumber: "Apartment number",
    stage: "Project",
    address: "Address",
    price: "Price",
    seller: "Seller",
    buyers: "Buyers",
    personalNumber: "Personal identity number",
    bookedOn: "Booked",
    entryDate: "Entry",
    notSet: "Not set",
    signatures: "Signatures",
    signedWithBankId: "Signed with BankID",
    signedWithEid: "Signed with e-ID",
    approved: "Approved",
    awaitingSignature: "Awaiting signature",
    awaitingApproval: "Awaiting approval",
    signedCopy: "Signed copy of the document with SHA-256",
    bankIdText: "{title}: {object}\n\nI sign the document with SHA-256 {sha256}",
  },
};

export const pdfCopyOf = (locale: Locale): PdfCopy => COPY[locale];

export const documentTitleOf = (locale: Locale, kind: DocumentKind): string => COPY[locale].titles[kind];

/** For the table test: every text in every language. */
export const DOCUMENT_COPY = COPY;
