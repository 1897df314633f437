import type * as v from "valibot";

/** Groups of the documentation page, in the order it shows them. */
export const OPERATION_TAGS = [
  { name: "Content", description: "Page view models and the site frame (spec sections 2 and 7)." },
  { name: "Residence search", description: "Homes, stages, areas and search tags (spec sections 3 and 7)." },
  { name: "Premises", description: "Commercial premises search (spec section 2, premises search)." },
  { name: "Succession", description: "The succession (resale) object list (spec section 2)." },
  { name: "Text search", description: "Full-text search of pages, news, jobs and projects; quick search is take 3." },
  { name: "Visits", description: "What a visitor saw lately and what is most visited (time series)." },
  { name: "Telemetry", description: "Experiment events and web vitals; fire-and-forget, 204 No Content." },
  {
    name: "Account",
    description:
      "Login (e-mail, BankID), the logged-in user, tokens, registration and the user-system calls (spec sections 3, 4 and 7). " +
      "Personal calls take `Authorization: Bearer <token>`.",
  },
  {
    name: "My pages",
    description:
      "The logged-in user's favourites, interests, notifications and my pages' view models (spec sections 2, 3 and 7). " +
      "Every call takes `Authorization: Bearer <token>` and answers for the token's user only.",
  },
  {
    name: "Payments",
    description:
      "Paying the user's payments (VIP fees) with Swish or by card (spec section 7, buy-residence proxy), Swish's callback and the card provider's return. " +
      "The personal calls take `Authorization: Bearer <token>` and reach only the token's user's payments.",
  },
  {
    name: "Documents",
    description:
      "The documents of the user's bookings: list, PDF, BankID signing and approval (spec sections 3, 4 and 7). " +
      "Every call takes `Authorization: Bearer <token>` and answers for the documents the token's user is a signer of.",
  },
  {
    name: "Booking",
    description:
      "Click-to-buy: booking a home online, its hold, steps, agreement, BankID or e-ID signature and completion " +
      "(spec section 7, Booking and the buy-residence proxy). Every call takes `Authorization: Bearer <token>` and " +
      "reaches only the token's user's bookings.",
  },
  {
    name: "Case management",
    description:
      "Fault reports and errands: the board variant under `/case_management`, the resident's under " +
      "`/case_management/customer` (spec sections 3, 4, 6 and 7). Every call takes `Authorization: Bearer <token>` " +
      "and reaches only the cases the token's user may see (spec section 4).",
  },
  {
    name: "Residence explorer",
    description:
      "The residence explorer on its own base path (`/residenceexplorer`, HOUSING_EXPLORER_BASE_PATH): a stage's building " +
      "derived from the catalogue, its views and click areas, the homes, 360 views and the staff's click-area edits " +
      "(spec sections 3 and 7). Public; edit mode and the save take `Authorization: Bearer <token>` of the project's staff.",
  },
  {
    name: "AI chat",
    description:
      "Questions about a site answered from its own published content, with `[n]` markers and their citations, on the " +
      "retriever's base path (`/retriever`, HOUSING_RETRIEVER_BASE_PATH). Public; local and dev only (404 elsewhere); " +
      "20 questions a minute per client IP (429 with Retry-After).",
  },
  {
    name: "Showings",
    description:
      "Booking a place at a showing, the booking link (its token in the body), check-in at the door with the door key, the " +
      "estate agents' attendance and the prospectus order (`showing_service/`). The `my/` calls and the attendance take " +
      "`Authorization: Bearer <token>` and reach only the token's user's own bookings.",
  },
  {
    name: "Catalogue admin",
    description:
      "Writing the catalogue (homes) for the systems that own it. `Authorization: Bearer <HOUSING_ADMIN_TOKEN>`; " +
      "404 where the server has no such secret.",
  },
  { name: "System", description: "Health of the reference API." },
] as const;
export type OperationTag = (typeof OPERATION_TAGS)[number]["name"];

type AnySchema = v.GenericSchema;

export interface ResponseSpec {
  description: string;
  /** The body's schema; absent for 204. */
  schema?: AnySchema;
  example?: unknown;
  /** A body that is not JSON (a document's PDF): its media type, a binary string in the document. */
  mediaType?: "application/pdf" | "application/octet-stream" | "image/png";
}

export interface BodySpec {
  schema: AnySchema;
  example?: unknown;
  /**
   * Media types that carry the JSON; `text/plain` is the JSON as text, as navigator.sendBeacon
   * sends it; `multipart/form-data` the JSON as text in a `request` part, then `files` parts.
   */
  mediaTypes?: readonly ("application/json" | "text/plain" | "multipart/form-data")[];
}

/**
 * One operation of the contract. The document, the route-coverage test and the docs page are
 * all built from these, so a route without an operation (or the other way round) fails a test.
 */
export interface OperationSpec {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path template, `{name}` for a path parameter. */
  path: string;
  operationId: string;
  tag: OperationTag;
  summary: string;
  description?: string;
  /** The call needs the x-site-key header (content routes). */
  hasSiteKeyHeader?: boolean;
  /** Path parameters: an object schema whose keys are the `{name}`s of the path. */
  params?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The query string as an object schema or a free-form record. */
  query?: AnySchema;
  body?: BodySpec;
  /** Success responses by status; the error responses are added from what the operation takes. */
  responses: Record<number, ResponseSpec>;
  /** Needs a logged-in caller (`Authorization: Bearer <token>`; 401 without). */
  requiresUser?: boolean;
  /** Needs the catalogue writers' secret (`Authorization: Bearer <HOUSING_ADMIN_TOKEN>`; 401 without, 404 unset). */
  requiresAdmin?: boolean;
  /** Specified, but no handler is mounted yet; the coverage test expects no route for it. */
  isPlanned?: boolean;
}
