import type { Document, DocumentSignStatus } from "@housing/contracts/documents";

/* The documents pages' fixtures for their tests and Storybook's stories: Anna and Björn's booking. */

const SHA = "9f2c5b1e7a3d4c6f8b0e1d2a3c4b5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d";
const BOOKING = "5f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const OBJECT = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";

/** The purchase contract Anna and Björn both sign with BankID; nobody has signed yet. */
export const CONTRACT: Document = {
  id: "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f",
  bookingId: BOOKING,
  objectId: OBJECT,
  siteKey: "Jmse",
  kind: "purchaseContract",
  name: "awaiting_signature",
  action: "sign",
  title: "Köpekontrakt",
  status: "pending",
  createdOn: "2026-11-20T09:00:00.000Z",
  doneOn: null,
  sha256: SHA,
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: null },
    { name: "Björn Andersson", isMe: false, signedAt: null },
  ],
  isAwaitingMe: true,
  pdfPath: "/document_service/documents/0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f/pdf",
};

/** The interior choices, approved by both: done. */
export const INTERIOR_DONE: Document = {
  ...CONTRACT,
  id: "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
  kind: "interiorChoices",
  name: "awaiting_approval",
  action: "approve",
  title: "Inredningsval",
  status: "done",
  createdOn: "2026-11-10T09:00:00.000Z",
  doneOn: "2026-11-12T14:30:00.000Z",
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: "2026-11-11T10:00:00.000Z" },
    { name: "Björn Andersson", isMe: false, signedAt: "2026-11-12T14:30:00.000Z" },
  ],
  isAwaitingMe: false,
  pdfPath: "/document_service/documents/1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a/pdf",
};

/** Interior choices waiting for the user's approval. */
export const INTERIOR_PENDING: Document = {
  ...INTERIOR_DONE,
  status: "pending",
  doneOn: null,
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: null },
    { name: "Björn Andersson", isMe: false, signedAt: "2026-11-12T14:30:00.000Z" },
  ],
  isAwaitingMe: true,
};

/** The contract once Anna has signed and Björn not yet. */
export const CONTRACT_SIGNED_BY_ME: Document = {
  ...CONTRACT,
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: "2026-11-27T10:00:00.000Z" },
    { name: "Björn Andersson", isMe: false, signedAt: null },
  ],
  isAwaitingMe: false,
};

/** The contract once both have signed. */
export const CONTRACT_DONE: Document = {
  ...CONTRACT_SIGNED_BY_ME,
  status: "done",
  doneOn: "2026-11-27T10:05:00.000Z",
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: "2026-11-27T10:00:00.000Z" },
    { name: "Björn Andersson", isMe: false, signedAt: "2026-11-27T10:05:00.000Z" },
  ],
};

export const SESSION_ID = "0123456789abcdef0123456789abcdef";

export const SIGN_START = {
  sessionId: SESSION_ID,
  autoStartToken: "7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6",
  autoStartUrl: "http://localhost:4301/phone?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6",
};

/** A pending sign order's status answer with the QR of a given second. */
export const pendingSign = (
  second: number,
  hintCode: string | null = "outstandingTransaction",
): DocumentSignStatus => ({
  status: "Pending",
  hintCode,
  qrCode: `bankid.7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6.${second}.${String(second).padStart(64, "a")}`,
});

/** Ingrid's purchase contract on the Norwegian site, signed through the e-ID broker; she is its only buyer. */
export const CONTRACT_NO: Document = {
  ...CONTRACT,
  id: "2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b",
  siteKey: "Jmno",
  title: "Kjøpekontrakt",
  signers: [{ name: "Ingrid Berg", isMe: true, signedAt: null }],
  pdfPath: "/document_service/documents/2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b/pdf",
};

/** The broker's address the e-ID signature starts at (the simulator's, locally). */
export const EIDENT_AUTHORIZATION_URL =
  "http://127.0.0.1:4303/auth/open/connect/authorize?client_id=housing-local&acr_values=idp%3Anbid&state=s1";
