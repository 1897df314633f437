import * as v from "valibot";
import {
  DocumentEidentSignStartRequestSchema,
  DocumentEidentSignStartResponseSchema,
  DocumentEidentSignStatusRequestSchema,
  DocumentEidentSignStatusSchema,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentSignSessionParamsSchema,
  DocumentSignStartResponseSchema,
  DocumentSignStatusSchema,
  DocumentsQuerySchema,
  DocumentsResponseSchema,
} from "@housing/contracts/documents";
import type { OperationSpec } from "../../core/openapi/operation";

const EXAMPLE = {
  id: "5f0c2d7e-3b1a-4c8e-9d2f-7a6b5c4d3e21",
  bookingId: "0b6a4f1e-2c3d-4e5f-8a9b-1c2d3e4f5a6b",
  objectId: "8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968",
  siteKey: "Jmse",
  kind: "purchaseContract",
  name: "awaiting_signature",
  action: "sign",
  title: "Köpekontrakt",
  status: "pending",
  createdOn: "2026-10-25T08:00:00.000Z",
  doneOn: null,
  sha256: "3f1e9b2c4d5a6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7",
  signers: [
    { name: "Anna Andersson", isMe: true, signedAt: null },
    { name: "Björn Andersson", isMe: false, signedAt: "2026-10-26T18:04:11.000Z" },
  ],
  isAwaitingMe: true,
  pdfPath: "/document_service/documents/5f0c2d7e-3b1a-4c8e-9d2f-7a6b5c4d3e21/pdf",
};

const CONFLICTS =
  "409 `documentNeedsApproval` (its name is not `awaiting_signature`), `documentAlreadySigned` (the user has " +
  "signed, or the document is done), `bankIdSigningSwedenOnly` (a Norwegian or Finnish number: their signing goes " +
  "through the e-ID broker); 403 `MustActivatePid` for a user without a personal number.";

/** The documents service (README.md beside this file): no spec paths, ours under `/document_service`. */
export const documentOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/document_service/documents",
    operationId: "listDocuments",
    tag: "Documents",
    summary: "The documents of the user's bookings on one site, newest first",
    description:
      "Only documents the token's user signs or approves. `status` is pending until every signer has acted " +
      "(spec section 3); `action` is `sign` for the name `awaiting_signature`, otherwise `approve`. `sha256` is the " +
      "unsigned PDF's.",
    query: DocumentsQuerySchema,
    requiresUser: true,
    responses: {
      200: { description: "The documents.", schema: DocumentsResponseSchema, example: { documents: [EXAMPLE] } },
    },
  },
  {
    method: "get",
    path: "/document_service/documents/{id}/pdf",
    operationId: "documentPdf",
    tag: "Documents",
    summary: "The document as a PDF",
    description:
      "Written from the purchase's data when the document was issued. Once someone has signed, it lists the " +
      "signers and when they signed. Another user's document is a 404.",
    params: DocumentParamsSchema,
    requiresUser: true,
    responses: {
      200: { description: "The PDF.", mediaType: "application/pdf" },
      404: { description: "No such document of this user." },
    },
  },
  {
    method: "post",
    path: "/document_service/documents/{id}/approve",
    operationId: "approveDocument",
    tag: "Documents",
    summary: "Approves a document that asks for an approval",
    description:
      "The user's bell item for it goes; when every signer has approved, the document is done. " +
      "409 `documentNeedsSignature` for a document to sign, `documentAlreadySigned` a second time.",
    params: DocumentParamsSchema,
    requiresUser: true,
    responses: {
      200: { description: "The document.", schema: DocumentSchema, example: { ...EXAMPLE, name: "awaiting_approval" } },
      404: { description: "No such document of this user." },
    },
  },
  {
    method: "post",
    path: "/document_service/documents/{id}/sign/bank_id/start",
    operationId: "startDocumentSign",
    tag: "Documents",
    summary: "Starts a BankID sign order for the document",
    description:
      "A sign order whose visible text names the document and its SHA-256, for the user's personal number only. " +
      `Poll the status with \`sessionId\` every second. ${CONFLICTS} 503 without BankID.`,
    params: DocumentParamsSchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The order.",
        schema: DocumentSignStartResponseSchema,
        example: {
          sessionId: "9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c",
          autoStartToken: "7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6",
        },
      },
      404: { description: "No such document of this user." },
    },
  },
  {
    method: "get",
    path: "/document_service/sign/bank_id/status/{sessionId}",
    operationId: "documentSignStatus",
    tag: "Documents",
    summary: "The state of the user's sign order",
    description:
      "`Pending` with the hint and the QR string of this second, `Signed` with the document, or `Cancelled`. " +
      "403 `WrongSigner` (`signerMismatch`) when BankID's person is not the signer; 422 `bankIdFailed`; 404 " +
      "once finished, or for another user's order.",
    params: DocumentSignSessionParamsSchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The state.",
        schema: DocumentSignStatusSchema,
        example: { status: "Signed", document: { ...EXAMPLE, isAwaitingMe: false } },
      },
      404: { description: "No such pending order of this user." },
    },
  },
  {
    method: "post",
    path: "/document_service/sign/bank_id/cancel/{sessionId}",
    operationId: "cancelDocumentSign",
    tag: "Documents",
    summary: "Cancels the user's sign order",
    params: DocumentSignSessionParamsSchema,
    requiresUser: true,
    responses: {
      200: {
        description: "Cancelled.",
        schema: v.object({ status: v.literal("Cancelled") }),
        example: { status: "Cancelled" },
      },
      404: { description: "No such pending order of this user." },
    },
  },
  {
    method: "post",
    path: "/document_service/documents/{id}/sign/signicat/start",
    operationId: "startDocumentEidentSign",
    tag: "Documents",
    summary: "Starts signing the document through the e-ID broker (Norway, Finland)",
    description:
      "Norwegian BankID or FTN by the document's site (spec section 7's provider `signicat`). Send the browser to " +
      "`authorizationUrl`; the broker sends it back to `returnUrl`, the site's documents action page (no query), " +
      "with `code` and `state` for the status call. 400 for another return address; 409 `documentNeedsApproval`, " +
      "`documentAlreadySigned`, `eidentSigningNotAvailable` (a Swedish site, or a signer whose number is not the " +
      "site's country's); 403 `MustActivatePid` without a number; 503 without the broker.",
    params: DocumentParamsSchema,
    body: {
      schema: DocumentEidentSignStartRequestSchema,
      example: { returnUrl: "https://www.example.no/mine-sider/mine-avtaler/handling/" },
    },
    requiresUser: true,
    responses: {
      200: {
        description: "Where to send the browser.",
        schema: DocumentEidentSignStartResponseSchema,
        example: {
          authorizationUrl:
            "http://127.0.0.1:4303/auth/open/connect/authorize?client_id=housing-local&acr_values=idp%3Anbid",
        },
      },
      404: { description: "No such document of this user." },
    },
  },
  {
    method: "post",
    path: "/document_service/sign/signicat/status",
    operationId: "finishDocumentEidentSign",
    tag: "Documents",
    summary: "Finishes a signature through the e-ID broker with what it sent back",
    description:
      "The action page's `code`, `state` and `iss` (or `error`). The broker's answer is checked (state, nonce, " +
      "issuer, audience, expiry, signature); the e-ID's national identity number must be the signer's own, else " +
      "409 `eidentSignerMismatch`. `Signed` with the document (done once every signer has signed), or `Cancelled`. " +
      "422 `eidentFailed`; 404 for an unknown, used or stale state, a login's state, or one another user started.",
    body: {
      schema: DocumentEidentSignStatusRequestSchema,
      example: {
        state: "3q2-Ux1ZkQ",
        code: "n0esc3NRze7LTCu7iYzS6a5acc3f0ogp4",
        iss: "http://127.0.0.1:4303/auth/open",
      },
    },
    requiresUser: true,
    responses: {
      200: {
        description: "The outcome.",
        schema: DocumentEidentSignStatusSchema,
        example: {
          status: "Signed",
          document: { ...EXAMPLE, siteKey: "Jmno", title: "Kjøpekontrakt", isAwaitingMe: false },
        },
      },
      404: { description: "No such signature of this user." },
    },
  },
];
