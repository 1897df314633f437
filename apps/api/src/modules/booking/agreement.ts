import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { BookingFlowKind } from "@housing/contracts/booking";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { bookingFlows, objects, stages, users } from "../../core/db/schema";
import { bookingCopyOf } from "./copy";
import type { BookingDeps } from "./deps";
import { choicesOf } from "./info";
import { formStepsOf, VALUE_OF_STEP } from "./rules";
import type { BookingTerms } from "./schema";
import { ownBooking, siteOfBooking, type BookingRow } from "./state";

/*
 * The booking agreement (spec section 2, click-to-buy contract): its terms are written from the
 * booking when the buyer asks to sign (`signcontract`) and fixed from then on; its text, in the
 * site's language, is what the buyer signs, and its SHA-256 names it in the BankID order.
 */

/** Spec section 9: thousands by spaces; kr after the amount (sv, en), before it (nb), euro after (fi). */
export function formatMoney(site: SiteConfig, amount: number): string {
  const digits = Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  if (site.currency === "EUR") return `${digits} €`;
  return site.locale === "nb" ? `kr ${digits}` : `${digits} kr`;
}

/** The agreement's terms from the booking as it stands. */
export async function currentTerms(db: Database, row: BookingRow, now: Date): Promise<BookingTerms> {
  const site = siteOfBooking(row);
  const [home] = await db
    .select({
      name: objects.name,
      objectNumber: objects.objectNumber,
      price: objects.price,
      totalPrice: objects.totalPrice,
      stageName: stages.name,
    })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, row.objectId))
    .limit(1);
  const [buyer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  const coBuyer = row.values.personalInfo?.coBuyer;
  const groups = row.values.choices ? await choicesOf(db, row.stageId) : [];
  const choices = groups.flatMap((group) =>
    group.options
      .filter((option) => row.values.choices?.options.includes(option.id))
      .map((option) => ({ group: group.name, option: option.name, price: option.price })),
  );
  const optionsPrice = choices.reduce((sum, choice) => sum + choice.price, 0);
  const price = site.country === "fi" ? (home?.totalPrice ?? home?.price ?? 0) : (home?.price ?? 0);
  return {
    objectName: home?.name ?? "",
    objectNumber: home?.objectNumber ?? "",
    stageName: home?.stageName ?? "",
    price,
    optionsPrice,
    totalPrice: price + optionsPrice,
    currency: site.currency,
    seller: site.siteName,
    buyers: [
      {
        name: `${buyer?.firstName ?? ""} ${buyer?.lastName ?? ""}`.trim(),
        securityNumber: buyer?.securityNumber ?? null,
      },
      ...(coBuyer
        ? [{ name: `${coBuyer.firstName} ${coBuyer.lastName}`, securityNumber: coBuyer.securityNumber }]
        : []),
    ],
    choices,
    fixedAt: now.toISOString(),
  };
}

/** The agreement's plain text in the site's language: what the buyer signs. */
export function agreementText(site: SiteConfig, terms: BookingTerms, feeMinor: number | null): string {
  const copy = bookingCopyOf(site.locale);
  const lines = [
    copy.agreementTitle,
    "",
    copy.intro,
    "",
    `${copy.seller}: ${terms.seller}`,
    `${copy.home}: ${terms.objectName}`,
    `${copy.objectNumber}: ${terms.objectNumber}`,
    `${copy.stage}: ${terms.stageName}`,
    `${copy.price}: ${formatMoney(site, terms.price)}`,
    ...(terms.choices.length > 0
      ? [
          `${copy.options}:`,
          ...terms.choices.map((choice) => `- ${choice.group}: ${choice.option} (${formatMoney(site, choice.price)})`),
        ]
      : []),
    `${copy.totalPrice}: ${formatMoney(site, terms.totalPrice)}`,
    `${copy.fee}: ${feeMinor === null ? copy.noFee : formatMoney(site, feeMinor / 100)}`,
    "",
    `${copy.buyers}:`,
    ...terms.buyers.map((buyer) =>
      buyer.securityNumber ? `- ${buyer.name}, ${copy.personalNumber} ${buyer.securityNumber}` : `- ${buyer.name}`,
    ),
    "",
    copy.closing,
    "",
  ];
  return lines.join("\n");
}

export const sha256Of = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** The text of a booking whose terms are fixed. */
export function fixedAgreement(row: BookingRow): { text: string; sha256: string } | undefined {
  if (!row.terms) return undefined;
  const text = agreementText(siteOfBooking(row), row.terms, row.feeMinor);
  return { text, sha256: sha256Of(text) };
}

export type ContractRefusal = "notFound" | "timeout" | "notReserved" | "stepsMissing";

/**
 * `POST signcontract`: every form step of the flow saved, the booking still held; the terms are
 * fixed (again, while not yet signed: the buyer may have gone back and changed a step) and the
 * text answered.
 */
export async function signContract(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<{ text: string } | ContractRefusal> {
  const row = await ownBooking(deps, userId, bookingId);
  if (!row) return "notFound";
  if (row.status === "expired") return "timeout";
  if (row.status === "signed" && row.terms) return { text: fixedAgreement(row)!.text };
  if (row.status !== "reserved") return "notReserved";
  const missing = formStepsOf(row.flow as BookingFlowKind).some(
    (step) => row.values[VALUE_OF_STEP[step]] === undefined,
  );
  if (missing) return "stepsMissing";
  const terms = await currentTerms(deps.db, row, deps.now());
  const [fixed] = await deps.db
    .update(bookingFlows)
    .set({ terms, updatedAt: deps.now() })
    .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "reserved")))
    .returning();
  if (!fixed) return "notReserved";
  return { text: fixedAgreement(fixed)!.text };
}
