import { and, desc, eq, isNull } from "drizzle-orm";
import { AWAITING_SIGNATURE, type Notification, type NotificationType } from "@housing/contracts/my-pages";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { notifications } from "../../core/db/schema";
import { notificationTitle } from "./titles";

/*
 * Notifications (spec sections 3 and 7) are written by the events behind them, through the
 * functions below: a VIP membership that owes its fee (account module), a document waiting for
 * a signature or an approval, a case (errand) that changed. The bell reads them per site.
 */

/** The bell lists the newest this many (the foldout is a short list; older ones stay stored). */
export const NOTIFICATION_LIST_LIMIT = 100;

type Writer = Pick<Database, "insert">;

interface NewNotification {
  userId: string;
  siteKey: SiteKey;
  notificationType: NotificationType;
  name: string;
  subject?: string | null;
  errandId?: string | null;
  createdAt: Date;
}

async function createNotification(db: Writer, notification: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      ...notification,
      subject: notification.subject?.slice(0, 200) ?? null,
      errandId: notification.errandId ?? null,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** A VIP membership started with its fee unpaid (registration or upgrade: account/registration.ts). */
export function notifyVipPayment(db: Writer, userId: string, siteKey: SiteKey, now: Date): Promise<string> {
  return createNotification(db, {
    userId,
    siteKey,
    notificationType: "VipPayment",
    name: "vip_payment",
    createdAt: now,
  });
}

/**
 * A document waits for the user: `awaitingSignature` for a signature (name `awaiting_signature`),
 * otherwise for an approval (`awaiting_approval`). For the documents module to call.
 */
export function notifyDocument(
  db: Writer,
  input: { userId: string; siteKey: SiteKey; documentName: string; awaitingSignature: boolean; now: Date },
): Promise<string> {
  return createNotification(db, {
    userId: input.userId,
    siteKey: input.siteKey,
    notificationType: "DocumentSigning",
    name: input.awaitingSignature ? AWAITING_SIGNATURE : "awaiting_approval",
    subject: input.documentName,
    createdAt: input.now,
  });
}

/**
 * The user has done what a notification asked (signed or approved the document): it leaves the
 * bell. Only the user's own notification is removed.
 */
export async function withdrawNotification(
  db: Pick<Database, "delete">,
  userId: string,
  notificationId: string,
): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
}

/** A case (errand) changed; the bell's item opens the errands page with its `errandId`. For the cases module to call. */
export function notifyCase(
  db: Writer,
  input: { userId: string; siteKey: SiteKey; errandId: string; subject?: string | null; now: Date },
): Promise<string> {
  return createNotification(db, {
    userId: input.userId,
    siteKey: input.siteKey,
    notificationType: "Case",
    name: "case_updated",
    subject: input.subject ?? null,
    errandId: input.errandId,
    createdAt: input.now,
  });
}

/**
 * New homes match saved searches (the saved-search alerts' matching run): one notification per
 * search, named by the user's own name for it. Written in batches: a run may alert thousands.
 */
export async function notifySavedSearches(
  db: Writer,
  matches: ReadonlyArray<{ userId: string; siteKey: SiteKey; searchName: string }>,
  now: Date,
): Promise<void> {
  const rows = matches.map((match) => ({
    userId: match.userId,
    siteKey: match.siteKey,
    notificationType: "SavedSearch" as const,
    name: "saved_search_match",
    subject: match.searchName.slice(0, 200),
    errandId: null,
    createdAt: now,
  }));
  for (let start = 0; start < rows.length; start += NOTIFICATION_BATCH) {
    await db.insert(notifications).values(rows.slice(start, start + NOTIFICATION_BATCH));
  }
}

const NOTIFICATION_BATCH = 500;

/** The user's notifications on the site, newest first, titled in the site's language. */
export async function listNotifications(
  db: Database,
  userId: string,
  siteKey: SiteKey,
  limit = NOTIFICATION_LIST_LIMIT,
): Promise<Notification[]> {
  const locale = getSiteByKey(siteKey)?.locale ?? "en";
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.siteKey, siteKey)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => {
    const notificationType = row.notificationType as NotificationType;
    return {
      id: row.id,
      name: row.name,
      notificationType,
      createdOn: row.createdAt.toISOString(),
      title: notificationTitle(locale, { notificationType, name: row.name, subject: row.subject }),
      errandId: row.errandId,
      isUnread: row.seenAt === null,
    };
  });
}

/** The pause call: the user's notifications on the site are seen (the bell's count goes to zero). */
export async function markNotificationsSeen(db: Database, userId: string, siteKey: SiteKey, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ seenAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.siteKey, siteKey), isNull(notifications.seenAt)));
}
