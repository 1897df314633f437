import * as v from "valibot";

/*
 * GET /notifications/{siteKey} and GET /notifications/pause/{siteKey} (spec sections 3, 4 and 7).
 * The site key is one of the site-config keys (Jmse, JmseEn, Seniorgarden, Boratt, Jmno, Jmoy,
 * Entreprenad). "Pause" marks the user's notifications on the site as seen: the bell's count
 * goes to zero and the list stays (the spec gives no more; this reading is ours).
 */

/**
 * Spec section 3's three types, and ours: `SavedSearch`, new homes matching one of the user's
 * saved searches (the saved-search alerts of my pages), which opens the saved searches page.
 */
export const NOTIFICATION_TYPES = ["VipPayment", "DocumentSigning", "Case", "SavedSearch"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec section 3: for document signing, `awaiting_signature` means signing, anything else approval. */
export const AWAITING_SIGNATURE = "awaiting_signature";

export const NotificationSchema = v.object({
  id: v.string(),
  name: v.string(),
  notificationType: v.picklist(NOTIFICATION_TYPES),
  createdOn: v.string(),
  /** What the notification is about, in the user's language (the bell's item text). */
  title: v.string(),
  /** Case only: the errand (spec section 4: errands with `errandId`). */
  errandId: v.nullish(v.string()),
  /** Not yet seen (before the last pause). */
  isUnread: v.optional(v.boolean(), true),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

export const NotificationsResponseSchema = v.object({ notifications: v.array(NotificationSchema) });
export type NotificationsResponse = v.InferOutput<typeof NotificationsResponseSchema>;
