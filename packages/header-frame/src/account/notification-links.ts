import { routePath, type SiteConfig } from "@housing/site-config";
import type { HeaderNotification } from "../types";

export type NotificationAction = "payment" | "signing" | "approval" | "case" | "search";

/** Spec section 4: payment, signing (awaiting signature) or approval, case. */
export function notificationAction(notification: HeaderNotification): NotificationAction {
  switch (notification.type) {
    case "VipPayment":
      return "payment";
    case "DocumentSigning":
      return notification.isAwaitingSignature ? "signing" : "approval";
    case "Case":
      return "case";
    case "SavedSearch":
      return "search";
  }
}

/** Spec section 4: VipPayment goes to payments, DocumentSigning to documents, Case to errands with `errandId`. */
export function notificationHref(notification: HeaderNotification, site: SiteConfig): string | null {
  switch (notification.type) {
    case "VipPayment":
      return routePath(site, "payments");
    case "DocumentSigning":
      return routePath(site, "documents");
    case "Case": {
      const errands = routePath(site, "errands");
      if (!errands) return null;
      return notification.errandId ? `${errands}?errandId=${encodeURIComponent(notification.errandId)}` : errands;
    }
    case "SavedSearch":
      return routePath(site, "savedSearches");
  }
}

/** The bell's count: what was not seen before the last opening (a notification that does not say counts). */
export function unreadCountOf(notifications: readonly HeaderNotification[]): number {
  return notifications.filter((notification) => notification.isUnread !== false).length;
}
