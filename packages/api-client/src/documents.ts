import {
  DocumentEidentSignStartResponseSchema,
  DocumentEidentSignStatusSchema,
  DocumentSchema,
  DocumentSignStartResponseSchema,
  DocumentSignStatusSchema,
  DocumentsResponseSchema,
  type Document,
  type DocumentEidentSignStartRequest,
  type DocumentEidentSignStartResponse,
  type DocumentEidentSignStatus,
  type DocumentEidentSignStatusRequest,
  type DocumentSignStartResponse,
  type DocumentSignStatus,
  type DocumentsResponse,
} from "@housing/contracts/documents";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The documents pages' calls (the API's documents module, `/document_service`; spec section 7
 * names only `/hasdocuments`). Personal: in the browser through the session bridge
 * (useSessionHttp), on the server with the session's token. Answers are checked against
 * @housing/contracts/documents.
 */

/** GET /document_service/documents?siteKey=…: the user's documents on the site, newest first. */
export function getMyDocuments(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<DocumentsResponse> {
  return getJson(http, `document_service/documents?siteKey=${segment(siteKey)}`, DocumentsResponseSchema, options);
}

/** POST .../documents/{id}/approve: the user approves a document that asks for approval. */
export function approveDocument(http: KyInstance, documentId: string, options?: CallOptions): Promise<Document> {
  return postJson(http, `document_service/documents/${segment(documentId)}/approve`, {}, DocumentSchema, options);
}

/** POST .../documents/{id}/sign/bank_id/start: a BankID sign order; poll its status about every second. */
export function startDocumentSign(
  http: KyInstance,
  documentId: string,
  options?: CallOptions,
): Promise<DocumentSignStartResponse> {
  return postJson(
    http,
    `document_service/documents/${segment(documentId)}/sign/bank_id/start`,
    {},
    DocumentSignStartResponseSchema,
    options,
  );
}

/** GET .../sign/bank_id/status/{sessionId}: pending (hint and the QR of this second), signed or cancelled. */
export function getDocumentSignStatus(
  http: KyInstance,
  sessionId: string,
  options?: CallOptions,
): Promise<DocumentSignStatus> {
  return getJson(http, `document_service/sign/bank_id/status/${segment(sessionId)}`, DocumentSignStatusSchema, options);
}

const CancelledSchema = v.object({ status: v.literal("Cancelled") });

/** POST .../sign/bank_id/cancel/{sessionId}: the signer gives up before answering in the app. */
export function cancelDocumentSign(
  http: KyInstance,
  sessionId: string,
  options?: CallOptions,
): Promise<v.InferOutput<typeof CancelledSchema>> {
  return postJson(http, `document_service/sign/bank_id/cancel/${segment(sessionId)}`, {}, CancelledSchema, options);
}

/**
 * POST .../documents/{id}/sign/signicat/start: a signature through the e-ID broker (Norway,
 * Finland); send the browser to `authorizationUrl`. `returnUrl` is the site's documents action page.
 */
export function startDocumentEidentSign(
  http: KyInstance,
  documentId: string,
  body: DocumentEidentSignStartRequest,
  options?: CallOptions,
): Promise<DocumentEidentSignStartResponse> {
  return postJson(
    http,
    `document_service/documents/${segment(documentId)}/sign/signicat/start`,
    body,
    DocumentEidentSignStartResponseSchema,
    options,
  );
}

/** POST .../sign/signicat/status: what the broker sent back to the action page; signed or cancelled. */
export function finishDocumentEidentSign(
  http: KyInstance,
  body: DocumentEidentSignStatusRequest,
  options?: CallOptions,
): Promise<DocumentEidentSignStatus> {
  return postJson(http, "document_service/sign/signicat/status", body, DocumentEidentSignStatusSchema, options);
}

/**
 * The browser's address of a document's PDF: the session bridge's path (the login token stays in
 * its httpOnly cookie), with the sites' trailing slash, which the bridge takes off again. A plain
 * link opens it: the bridge passes the PDF's bytes and Content-Type through.
 */
export function documentPdfHref(documentId: string): string {
  return `${SESSION_BRIDGE_PATH}document_service/documents/${segment(documentId)}/pdf/`;
}
