import * as v from "valibot";
import { SiteKeySchema } from "../common";
import { AWAITING_SIGNATURE } from "../my-pages/notifications";

/*
 * The documents of the user's bookings (spec sections 2, 3, 4 and 7: "Documents", my pages'
 * documents page with its action and done views). A document is pending until every buyer it
 * names has signed it (BankID) or approved it, then done. Its `name` is the notification's name:
 * `awaiting_signature` asks for a signature, any other name for an approval (spec sections 3, 4).
 * The spec gives only `GET /hasdocuments`; the other calls are ours, under `/document_service`.
 */

/** Spec section 3: document status. */
export const DOCUMENT_STATUSES = ["pending", "done"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a document is; its title in the site's language comes with it. */
export const DOCUMENT_KINDS = ["purchaseContract", "interiorChoices", "handoverProtocol"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the user does with a document (from its name). */
export const DOCUMENT_ACTIONS = ["sign", "approve"] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export { AWAITING_SIGNATURE };

/** Spec sections 3 and 4: `awaiting_signature` means signing, anything else approval. */
export const documentActionOf = (name: string): DocumentAction => (name === AWAITING_SIGNATURE ? "sign" : "approve");

const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** One buyer the document names: whether and when they signed or approved. Never their personal number. */
export const DocumentSignerSchema = v.object({
  name: v.string(),
  isMe: v.boolean(),
  signedAt: v.nullable(TimestampSchema),
});
export type DocumentSigner = v.InferOutput<typeof DocumentSignerSchema>;

export const DocumentSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  bookingId: v.pipe(v.string(), v.uuid()),
  objectId: v.pipe(v.string(), v.uuid()),
  siteKey: SiteKeySchema,
  kind: v.picklist(DOCUMENT_KINDS),
  /** The notification name: `awaiting_signature` or an approval's name. */
  name: v.string(),
  action: v.picklist(DOCUMENT_ACTIONS),
  /** The document's title in the site's language. */
  title: v.string(),
  status: v.picklist(DOCUMENT_STATUSES),
  createdOn: TimestampSchema,
  doneOn: v.nullable(TimestampSchema),
  /** The SHA-256 (hex) of the unsigned PDF: what a BankID signature shows and signs. */
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  signers: v.array(DocumentSignerSchema),
  /** The logged-in user still has to sign or approve it. */
  isAwaitingMe: v.boolean(),
  /** The API path of the PDF (bearer). */
  pdfPath: v.string(),
});
export type Document = v.InferOutput<typeof DocumentSchema>;

/** `GET /document_service/documents?siteKey=`: the user's documents on one site, newest first. */
export const DocumentsQuerySchema = v.object({ siteKey: SiteKeySchema });
export const DocumentsResponseSchema = v.object({ documents: v.array(DocumentSchema) });
export type DocumentsResponse = v.InferOutput<typeof DocumentsResponseSchema>;

/** `{id}` of one document. */
export const DocumentParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid("Must be a GUID")) });

/** `{sessionId}` of a BankID sign order (as the login's). */
export const DocumentSignSessionParamsSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "Must be a BankID session id")),
});

/** The start of a BankID sign order: poll its status with `sessionId` about every second (spec section 9). */
export const DocumentSignStartResponseSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  autoStartToken: v.pipe(v.string(), v.maxLength(200)),
  /** The same-device link when it is not the BankID app's own `bankid:///` (locally: the simulator's phone page). */
  autoStartUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type DocumentSignStartResponse = v.InferOutput<typeof DocumentSignStartResponseSchema>;

/** The status of a sign order: pending (with the QR of this second, as the login's), signed, or cancelled. */
export const DocumentSignStatusSchema = v.variant("status", [
  v.object({
    status: v.literal("Pending"),
    hintCode: v.nullable(v.pipe(v.string(), v.maxLength(100))),
    qrCode: v.pipe(v.string(), v.maxLength(500)),
  }),
  v.object({ status: v.literal("Signed"), document: DocumentSchema }),
  v.object({ status: v.literal("Cancelled") }),
]);
export type DocumentSignStatus = v.InferOutput<typeof DocumentSignStatusSchema>;

/** `GET /user_system/hasdocuments` lives with the account contracts (`HasDocumentsResponseSchema`). */

/**
 * The start of a signature through the e-ID broker (Norway's and Finland's signers: Norwegian
 * BankID, FTN; spec section 7's `{provider}` `signicat`). `returnUrl` is the site's action page of
 * the documents (no query): the broker sends the browser back there with `code` and `state`.
 */
export const DocumentEidentSignStartRequestSchema = v.object({
  returnUrl: v.pipe(v.string(), v.maxLength(500), v.url("invalidInput")),
});
export type DocumentEidentSignStartRequest = v.InferInput<typeof DocumentEidentSignStartRequestSchema>;

/** Where to send the browser: the broker's authorization URL. */
export const DocumentEidentSignStartResponseSchema = v.object({ authorizationUrl: v.pipe(v.string(), v.url()) });
export type DocumentEidentSignStartResponse = v.InferOutput<typeof DocumentEidentSignStartResponseSchema>;

/**
 * Spec section 7's `.../{provider}/status (code)` for signing: what the broker sent back to the
 * action page (`code`, `state` and `iss`, or `error` when the person cancelled), as the login's.
 */
const CallbackValue = v.optional(v.pipe(v.string(), v.maxLength(2000)));
export const DocumentEidentSignStatusRequestSchema = v.object({
  state: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(200)),
  code: CallbackValue,
  iss: CallbackValue,
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type DocumentEidentSignStatusRequest = v.InferInput<typeof DocumentEidentSignStatusRequestSchema>;

/** The outcome of a signature through the e-ID broker: signed (with the document) or cancelled at the broker. */
export const DocumentEidentSignStatusSchema = v.variant("status", [
  v.object({ status: v.literal("Signed"), document: DocumentSchema }),
  v.object({ status: v.literal("Cancelled") }),
]);
export type DocumentEidentSignStatus = v.InferOutput<typeof DocumentEidentSignStatusSchema>;
