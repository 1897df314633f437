import { AWAITING_SIGNATURE, type Notification } from "@housing/contracts/my-pages";
import type { HeaderNotification } from "../types";

/** The API's notification as the bell shows it (spec section 3: `awaiting_signature` means signing). */
export function headerNotificationOf(notification: Notification): HeaderNotification {
  return {
    id: notification.id,
    type: notification.notificationType,
    title: notification.title,
    isUnread: notification.isUnread,
    ...(notification.notificationType === "DocumentSigning"
      ? { isAwaitingSignature: notification.name === AWAITING_SIGNATURE }
      : {}),
    ...(notification.notificationType === "Case" && notification.errandId ? { errandId: notification.errandId } : {}),
  };
}
