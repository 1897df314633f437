import { and, eq, lt } from "drizzle-orm";
import type * as v from "valibot";
import {
  documentActionOf,
  type DocumentEidentSignStartRequestSchema,
  type DocumentEidentSignStatus,
  type DocumentEidentSignStatusRequestSchema,
} from "@housing/contracts/documents";
import { parsePersonalNumber } from "@housing/contracts/identity";
import { documentViewPath, getSiteByKey } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { documentEidentSignings } from "../../core/db/schema";
import type { EidClient, EidCountry } from "../../providers/eid";
import { verifyEidReturn } from "../account/eident";
import type { DocumentRefusal } from "./sign";
import { documentAnswer, documentOf, recordSignature, unsignedSha256 } from "./service";

/*
 * Signing a document in Norway and Finland (spec sections 2, 3 and 7: `{provider}/status` with the
 * code "for e-ident and signing"; auth method `signicat`): the signer confirms at the e-ID broker
 * (Norwegian BankID, FTN) with the account module's OpenID Connect client. The state is bound to
 * the signer, the document and this flow (its own table: a login's state cannot finish a
 * signing), and is used once. The signature counts only when the e-ID's national identity number
 * is the signer's own; it is then recorded as a BankID signature is.
 */

type Deps = Pick<AppDependencies, "db" | "now" | "logger">;

/** Why an e-ID signature cannot start or finish; the BankID refusals plus the e-ID's own. */
export type EidentSignRefusal =
  DocumentRefusal | "eidentSigningNotAvailable" | "invalidReturnUrl" | "eidentSignerMismatch" | "eidentFailed";

/** A signer has this long at the broker before the signature must start over (as the login). */
const SIGNING_TTL_SECONDS = 15 * 60;

/** `POST /document_service/documents/{id}/sign/signicat/start`: the broker's authorization URL. */
export async function startEidentSign(
  deps: Deps,
  eid: EidClient,
  input: {
    userId: string;
    documentId: string;
    request: v.InferOutput<typeof DocumentEidentSignStartRequestSchema>;
  },
): Promise<{ authorizationUrl: string } | EidentSignRefusal> {
  const owned = await documentOf(deps.db, input.userId, input.documentId);
  if (!owned) return "notFound";
  const { document } = owned;
  if (documentActionOf(document.name) !== "sign") return "mustApprove";
  const me = owned.signers.find((signer) => signer.userId === input.userId)!;
  if (document.status === "done" || me.signedAt) return "alreadyDone";
  if (!me.securityNumber) return "noSecurityNumber";
  const site = getSiteByKey(document.siteKey)!;
  const country: EidCountry | null = site.country === "no" || site.country === "fi" ? site.country : null;
  // Sweden signs with BankID; a signer whose number is not of the site's country has no e-ID there.
  if (!country || !parsePersonalNumber(country, me.securityNumber).ok) return "eidentSigningNotAvailable";
  // The broker only sends people back to registered addresses; this keeps them to the site's action page too.
  const url = new URL(input.request.returnUrl);
  if (!["http:", "https:"].includes(url.protocol) || url.pathname !== documentViewPath(site, "action") || url.search) {
    return "invalidReturnUrl";
  }
  const sha256 = await unsignedSha256(owned);
  const { authorizationUrl, pending } = await eid.start({ country, redirectUri: url.href });
  // Signatures older than a day are of no use to anyone: each start clears them.
  await deps.db
    .delete(documentEidentSignings)
    .where(lt(documentEidentSignings.createdAt, new Date(deps.now().getTime() - 24 * 60 * 60 * 1000)));
  await deps.db.insert(documentEidentSignings).values({
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    country,
    redirectUri: pending.redirectUri,
    documentId: document.id,
    userId: input.userId,
    sha256,
    createdAt: deps.now(),
  });
  return { authorizationUrl };
}

/** Numbers as the e-IDs write them: a HETU's check letter may come in either case. */
const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * `POST /document_service/sign/signicat/status`: the broker's answer, checked by the client
 * (state, nonce, issuer, audience, expiry, signature), then the signer's number. Only the user who
 * started the signature can take its state; anyone else's attempt leaves it for them.
 */
export async function finishEidentSign(
  deps: Deps,
  eid: EidClient,
  input: { userId: string; request: v.InferOutput<typeof DocumentEidentSignStatusRequestSchema> },
): Promise<DocumentEidentSignStatus | EidentSignRefusal> {
  const [row] = await deps.db
    .delete(documentEidentSignings)
    .where(and(eq(documentEidentSignings.state, input.request.state), eq(documentEidentSignings.userId, input.userId)))
    .returning();
  if (!row || deps.now().getTime() - row.createdAt.getTime() > SIGNING_TTL_SECONDS * 1000) return "notFound";
  const person = await verifyEidReturn(deps, eid, { ...row, country: row.country as EidCountry }, input.request);
  if ("status" in person) return person;
  if ("failure" in person) return "eidentFailed";
  const owned = await documentOf(deps.db, input.userId, row.documentId);
  const expected = owned?.signers.find((signer) => signer.userId === input.userId)?.securityNumber;
  if (!owned || !expected) return "notFound";
  if (!sameNumber(person.nin, expected)) return "eidentSignerMismatch";
  const now = deps.now();
  const isRecorded = await deps.db.transaction((tx) =>
    recordSignature(tx, {
      documentId: row.documentId,
      userId: input.userId,
      method: "signicat",
      sha256: row.sha256,
      now,
    }),
  );
  if (!isRecorded) return "alreadyDone";
  const signed = await documentOf(deps.db, input.userId, row.documentId);
  return { status: "Signed", document: await documentAnswer(deps.db, signed!, input.userId) };
}
