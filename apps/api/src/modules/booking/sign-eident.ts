import { and, eq, lt } from "drizzle-orm";
import type * as v from "valibot";
import type { BookingEidentStatusRequestSchema, BookingSignStatus } from "@housing/contracts/booking";
import type { AppDependencies } from "../../core/dependencies";
import { bookingEidentSignings, users } from "../../core/db/schema";
import type { EidClient, EidCountry } from "../../providers/eid";
import { verifyEidReturn } from "../account/eident";
import { isPaymentsPage } from "../payments/return-url";
import { fixedAgreement } from "./agreement";
import type { BookingDeps } from "./deps";
import { sameNumber } from "./info";
import { recordBookingSignature } from "./signed";
import { ownBooking, siteOfBooking } from "./state";

/*
 * Signing the booking agreement in Norway and Finland (spec section 7: `/booking/signicat/start`,
 * Norway's `status` and Finland's `validate`) through the e-ID broker with the account module's
 * OpenID Connect client, as documents/sign-eident.ts: the state is bound to the buyer and the
 * booking (its own table) and used once; the e-ID's number must be the buyer's (userssnnomatch).
 * The broker sends the browser back to the site's click-to-buy page, on the site's own hosts.
 */

export type EidentSignRefusal =
  | "notFound"
  | "timeout"
  | "notReserved"
  | "contractNotFixed"
  | "eidentSigningNotAvailable"
  | "invalidReturnUrl"
  | "noSecurityNumber";

const SIGNING_TTL_SECONDS = 15 * 60;

export async function startBookingEidentSign(
  deps: BookingDeps & Pick<AppDependencies, "auth">,
  eid: EidClient,
  input: { userId: string; bookingId: string; returnUrl: string | undefined },
): Promise<{ authorizationUrl: string } | EidentSignRefusal> {
  const row = await ownBooking(deps, input.userId, input.bookingId);
  if (!row) return "notFound";
  if (row.status === "expired") return "timeout";
  if (row.status !== "reserved") return "notReserved";
  const agreement = fixedAgreement(row);
  if (!agreement) return "contractNotFixed";
  const site = siteOfBooking(row);
  const country: EidCountry | null = site.country === "no" || site.country === "fi" ? site.country : null;
  if (!country) return "eidentSigningNotAvailable";
  const hosts = { extraHosts: deps.auth.siteHosts, local: deps.auth.environment === "local" };
  if (!input.returnUrl || !isPaymentsPage(row.siteKey, input.returnUrl, hosts, "clickToBuy")) return "invalidReturnUrl";
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!buyer?.securityNumber) return "noSecurityNumber";
  const { authorizationUrl, pending } = await eid.start({ country, redirectUri: new URL(input.returnUrl).href });
  const now = deps.now();
  await deps.db
    .delete(bookingEidentSignings)
    .where(lt(bookingEidentSignings.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await deps.db.insert(bookingEidentSignings).values({
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    country,
    redirectUri: pending.redirectUri,
    bookingFlowId: row.id,
    userId: input.userId,
    sha256: agreement.sha256,
    createdAt: now,
  });
  return { authorizationUrl };
}

/** `POST /booking/signicat/status` (Norway) and `validate` (Finland): the broker's return, taken once. */
export async function finishBookingEidentSign(
  deps: BookingDeps,
  eid: EidClient,
  input: { userId: string; country: EidCountry; request: v.InferOutput<typeof BookingEidentStatusRequestSchema> },
): Promise<BookingSignStatus | "notFound"> {
  const [signing] = await deps.db
    .delete(bookingEidentSignings)
    .where(
      and(
        eq(bookingEidentSignings.state, input.request.state),
        eq(bookingEidentSignings.userId, input.userId),
        eq(bookingEidentSignings.country, input.country),
      ),
    )
    .returning();
  if (!signing || deps.now().getTime() - signing.createdAt.getTime() > SIGNING_TTL_SECONDS * 1000) return "notFound";
  const row = await ownBooking(deps, input.userId, signing.bookingFlowId);
  if (!row) return "notFound";
  if (row.status === "expired") return { status: "Failed", error: "timeout" };
  const person = await verifyEidReturn(deps, eid, { ...signing, country: input.country }, input.request);
  if ("status" in person) return person;
  if ("failure" in person) return { status: "Failed", error: "general" };
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!buyer?.securityNumber || !sameNumber(buyer.securityNumber, person.nin)) {
    return { status: "Failed", error: "userssnnomatch" };
  }
  if (fixedAgreement(row)?.sha256 !== signing.sha256) return { status: "Failed", error: "acceptterms" };
  return recordBookingSignature(deps, row, { method: "signicat", sha256: signing.sha256 });
}
