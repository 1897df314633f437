import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import {
  documentActionOf,
  type DocumentSignStartResponse,
  type DocumentSignStatus,
} from "@housing/contracts/documents";
import { getSiteByKey } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { documentSignOrders } from "../../core/db/schema";
import { qrCodeAt } from "../account/bankid";
import type { BankIdPort } from "../account/bankid-port";
import { pdfCopyOf } from "./copy";
import { documentAnswer, documentOf, recordSignature, unsignedSha256 } from "./service";

/*
 * Signing a document with BankID: a sign order (not auth) whose visible text names the document
 * and the SHA-256 of its unsigned PDF, bound to the signer's personal number; the browser polls
 * the status as the login does (spec sections 4 and 9: every second), and the QR secret stays
 * here. On complete the signature counts only when BankID's person is the signer the document
 * expects. The account module's BankID port is the one client; its QR code is reused.
 */

type Deps = Pick<AppDependencies, "db" | "now">;
type Order = typeof documentSignOrders.$inferSelect;

/** Why a document cannot be signed or approved now; the routes answer each with its status. */
export type DocumentRefusal =
  | "notFound"
  | "mustApprove"
  | "mustSign"
  | "alreadyDone"
  | "noSecurityNumber"
  | "bankIdSwedenOnly"
  | "wrongSigner"
  | "bankIdFailed";

/** An order nobody polled for this long is gone (BankID's own orders end after 3 minutes). */
const ORDER_TTL_SECONDS = 10 * 60;
/** BankID's personal numbers are Swedish, 12 digits; Norway's and Finland's signing goes through the e-ID broker. */
const SWEDISH_PERSONAL_NUMBER = /^\d{12}$/;

export async function startDocumentSign(
  deps: Deps,
  bankId: BankIdPort,
  input: { userId: string; documentId: string; endUserIp: string },
): Promise<DocumentSignStartResponse | DocumentRefusal> {
  const owned = await documentOf(deps.db, input.userId, input.documentId);
  if (!owned) return "notFound";
  const { document } = owned;
  if (documentActionOf(document.name) !== "sign") return "mustApprove";
  const me = owned.signers.find((signer) => signer.userId === input.userId)!;
  if (document.status === "done" || me.signedAt) return "alreadyDone";
  if (!me.securityNumber) return "noSecurityNumber";
  if (!SWEDISH_PERSONAL_NUMBER.test(me.securityNumber)) return "bankIdSwedenOnly";
  const sha256 = await unsignedSha256(owned);
  const copy = pdfCopyOf(getSiteByKey(document.siteKey)!.locale);
  const order = await bankId.sign({
    endUserIp: input.endUserIp,
    userVisibleText: copy.bankIdText
      .replace("{title}", document.title)
      .replace("{object}", document.terms.objectName)
      .replace("{sha256}", sha256),
    userNonVisibleData: `document:${document.id};sha256:${sha256}`,
    personalNumber: me.securityNumber,
  });
  // Orders older than a day are of no use to anyone: each start clears them.
  await deps.db
    .delete(documentSignOrders)
    .where(lt(documentSignOrders.createdAt, new Date(deps.now().getTime() - 24 * 60 * 60 * 1000)));
  const sessionId = randomBytes(16).toString("hex");
  await deps.db.insert(documentSignOrders).values({
    sessionId,
    orderRef: order.orderRef,
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
    documentId: document.id,
    userId: input.userId,
    sha256,
    createdAt: deps.now(),
  });
  const autoStartUrl = bankId.autoStartUrl?.(order.autoStartToken);
  return { sessionId, autoStartToken: order.autoStartToken, ...(autoStartUrl ? { autoStartUrl } : {}) };
}

/** The user's own pending order of this session; another user's answers like a missing one. */
async function pendingOrder(deps: Deps, userId: string, sessionId: string): Promise<Order | undefined> {
  const [order] = await deps.db
    .select()
    .from(documentSignOrders)
    .where(
      and(
        eq(documentSignOrders.sessionId, sessionId),
        eq(documentSignOrders.userId, userId),
        eq(documentSignOrders.status, "pending"),
      ),
    )
    .limit(1);
  if (!order) return undefined;
  if (deps.now().getTime() - order.createdAt.getTime() > ORDER_TTL_SECONDS * 1000) return undefined;
  return order;
}

/** Marks the order finished; false when another poll finished it first (only one poll gets the outcome). */
async function finish(
  db: Pick<Deps["db"], "update">,
  order: Order,
  status: "complete" | "failed" | "cancelled",
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(documentSignOrders)
    // The QR secret is of no use once the order is over: it is not kept.
    .set({ status, finishedAt: now, qrStartSecret: "" })
    .where(and(eq(documentSignOrders.sessionId, order.sessionId), eq(documentSignOrders.status, "pending")))
    .returning({ sessionId: documentSignOrders.sessionId });
  return rows.length === 1;
}

/** `GET /document_service/sign/bank_id/status/{sessionId}`. */
export async function documentSignStatus(
  deps: Deps,
  bankId: BankIdPort,
  input: { userId: string; sessionId: string },
): Promise<DocumentSignStatus | DocumentRefusal> {
  const order = await pendingOrder(deps, input.userId, input.sessionId);
  if (!order) return "notFound";
  const collected = await bankId.collect(order.orderRef);
  const now = deps.now();
  if (collected.status === "pending") {
    return { status: "Pending", hintCode: collected.hintCode ?? null, qrCode: qrCodeAt(order, now) };
  }
  if (collected.status === "failed") {
    const isCancel = collected.hintCode === "userCancel" || collected.hintCode === "cancelled";
    if (!(await finish(deps.db, order, isCancel ? "cancelled" : "failed", now))) return "notFound";
    return isCancel ? { status: "Cancelled" } : "bankIdFailed";
  }
  const owned = await documentOf(deps.db, input.userId, order.documentId);
  const expected = owned?.signers.find((signer) => signer.userId === input.userId)?.securityNumber;
  const person = collected.completionData?.user;
  if (!owned || !person || !expected) {
    await finish(deps.db, order, "failed", now);
    return "bankIdFailed";
  }
  // BankID was told whom to expect; the answer is checked all the same: a wrong person is refused.
  if (person.personalNumber !== expected) {
    await finish(deps.db, order, "failed", now);
    return "wrongSigner";
  }
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await finish(tx, order, "complete", now))) return "notFound" as const;
    const isRecorded = await recordSignature(tx, {
      documentId: order.documentId,
      userId: input.userId,
      method: "bank_id",
      sha256: order.sha256,
      now,
    });
    return isRecorded ? ("signed" as const) : ("alreadyDone" as const);
  });
  if (outcome !== "signed") return outcome;
  const signed = await documentOf(deps.db, input.userId, order.documentId);
  return { status: "Signed", document: await documentAnswer(deps.db, signed!, input.userId) };
}

/** `POST /document_service/sign/bank_id/cancel/{sessionId}`. */
export async function cancelDocumentSign(
  deps: Deps,
  bankId: BankIdPort,
  input: { userId: string; sessionId: string },
): Promise<"cancelled" | "notFound"> {
  const order = await pendingOrder(deps, input.userId, input.sessionId);
  if (!order) return "notFound";
  await bankId.cancel(order.orderRef);
  await finish(deps.db, order, "cancelled", deps.now());
  return "cancelled";
}
