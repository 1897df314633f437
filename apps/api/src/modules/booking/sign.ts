import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { BookingSignStatus } from "@housing/contracts/booking";
import { bookingSignOrders, users } from "../../core/db/schema";
import { qrCodeAt } from "../account/bankid";
import type { BankIdPort } from "../account/bankid-port";
import { fixedAgreement } from "./agreement";
import { bookingCopyOf } from "./copy";
import type { BookingDeps } from "./deps";
import { recordBookingSignature } from "./signed";
import { ownBooking, siteOfBooking } from "./state";

/*
 * Signing the booking agreement with BankID (Sweden; spec section 7 `/booking/bank_id/...`): a
 * sign order bound to the buyer's personal number whose visible text names the home and the
 * SHA-256 of the agreement text; the browser polls the status every second, and gets the QR code
 * of that second (the secret stays here). As documents/sign.ts, on the account module's BankID port.
 */

type Order = typeof bookingSignOrders.$inferSelect;
export type SignRefusal =
  "notFound" | "timeout" | "notReserved" | "contractNotFixed" | "bankIdSwedenOnly" | "noSecurityNumber";

const ORDER_TTL_SECONDS = 10 * 60;
const SWEDISH_PERSONAL_NUMBER = /^\d{12}$/;

export async function startBookingSign(
  deps: BookingDeps,
  bankId: BankIdPort,
  input: { userId: string; bookingId: string; endUserIp: string },
): Promise<{ sessionId: string; autoStartToken: string; autoStartUrl?: string } | SignRefusal> {
  const row = await ownBooking(deps, input.userId, input.bookingId);
  if (!row) return "notFound";
  if (row.status === "expired") return "timeout";
  if (row.status !== "reserved") return "notReserved";
  const agreement = fixedAgreement(row);
  if (!agreement) return "contractNotFixed";
  const site = siteOfBooking(row);
  if (site.country !== "se") return "bankIdSwedenOnly";
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!buyer?.securityNumber) return "noSecurityNumber";
  if (!SWEDISH_PERSONAL_NUMBER.test(buyer.securityNumber)) return "bankIdSwedenOnly";
  const order = await bankId.sign({
    endUserIp: input.endUserIp,
    userVisibleText: bookingCopyOf(site.locale)
      .bankIdText.replace("{object}", row.terms!.objectName)
      .replace("{stage}", row.terms!.stageName)
      .replace("{sha256}", agreement.sha256),
    userNonVisibleData: `booking:${row.id};sha256:${agreement.sha256}`,
    personalNumber: buyer.securityNumber,
  });
  const now = deps.now();
  await deps.db
    .delete(bookingSignOrders)
    .where(lt(bookingSignOrders.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  const sessionId = randomBytes(16).toString("hex");
  await deps.db.insert(bookingSignOrders).values({
    sessionId,
    orderRef: order.orderRef,
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
    bookingFlowId: row.id,
    userId: input.userId,
    sha256: agreement.sha256,
    createdAt: now,
  });
  const autoStartUrl = bankId.autoStartUrl?.(order.autoStartToken);
  return { sessionId, autoStartToken: order.autoStartToken, ...(autoStartUrl ? { autoStartUrl } : {}) };
}

async function pendingOrder(deps: BookingDeps, userId: string, sessionId: string): Promise<Order | undefined> {
  const [order] = await deps.db
    .select()
    .from(bookingSignOrders)
    .where(
      and(
        eq(bookingSignOrders.sessionId, sessionId),
        eq(bookingSignOrders.userId, userId),
        eq(bookingSignOrders.status, "pending"),
      ),
    )
    .limit(1);
  if (!order || deps.now().getTime() - order.createdAt.getTime() > ORDER_TTL_SECONDS * 1000) return undefined;
  return order;
}

/** Marks the order finished; false when another poll was first (only one poll gets the outcome). */
async function finish(deps: BookingDeps, order: Order, status: "complete" | "failed" | "cancelled"): Promise<boolean> {
  const rows = await deps.db
    .update(bookingSignOrders)
    .set({ status, finishedAt: deps.now(), qrStartSecret: "" })
    .where(and(eq(bookingSignOrders.sessionId, order.sessionId), eq(bookingSignOrders.status, "pending")))
    .returning({ sessionId: bookingSignOrders.sessionId });
  return rows.length === 1;
}

/** `GET /booking/bank_id/status/{sessionId}`. */
export async function bookingSignStatus(
  deps: BookingDeps,
  bankId: BankIdPort,
  input: { userId: string; sessionId: string },
): Promise<BookingSignStatus | "notFound"> {
  const order = await pendingOrder(deps, input.userId, input.sessionId);
  if (!order) return "notFound";
  const row = await ownBooking(deps, input.userId, order.bookingFlowId);
  if (!row) return "notFound";
  // The hold ended while the buyer was in the app: the order is of no use any more.
  if (row.status === "expired") {
    await bankId.cancel(order.orderRef).catch(() => undefined);
    await finish(deps, order, "failed");
    return { status: "Failed", error: "timeout" };
  }
  const collected = await bankId.collect(order.orderRef);
  if (collected.status === "pending") {
    return { status: "Pending", hintCode: collected.hintCode ?? null, qrCode: qrCodeAt(order, deps.now()) };
  }
  if (collected.status === "failed") {
    const isCancel = collected.hintCode === "userCancel" || collected.hintCode === "cancelled";
    if (!(await finish(deps, order, isCancel ? "cancelled" : "failed"))) return "notFound";
    if (isCancel) return { status: "Cancelled" };
    return { status: "Failed", error: collected.hintCode === "expiredTransaction" ? "timeout" : "bankidinvalid" };
  }
  if (!(await finish(deps, order, "complete"))) return "notFound";
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  // BankID was told whom to expect; the answer is checked all the same.
  if (!buyer?.securityNumber || collected.completionData?.user.personalNumber !== buyer.securityNumber) {
    return { status: "Failed", error: "userssnnomatch" };
  }
  // Signed against the text fixed when the order started: a later signcontract changed nothing signed.
  if (fixedAgreement(row)?.sha256 !== order.sha256) return { status: "Failed", error: "acceptterms" };
  return recordBookingSignature(deps, row, { method: "bank_id", sha256: order.sha256 });
}

/** `POST /booking/bank_id/cancel/{sessionId}`. */
export async function cancelBookingSign(
  deps: BookingDeps,
  bankId: BankIdPort,
  input: { userId: string; sessionId: string },
): Promise<BookingSignStatus | "notFound"> {
  const order = await pendingOrder(deps, input.userId, input.sessionId);
  if (!order) return "notFound";
  await bankId.cancel(order.orderRef);
  await finish(deps, order, "cancelled");
  return { status: "Cancelled" };
}
