/** Header layouts of spec section 2 ("Layouts by path"), chosen by the site-shell per path. */
export type HeaderVariant = "default" | "my-pages" | "corporate" | "no-menu";

/** The five foldouts of the header (spec section 2); at most one is open. */
export type FoldoutName = "navigation" | "search" | "language" | "user" | "notifications";

/** A logged-in visitor as the header shows them (spec section 6). */
export type HeaderUser =
  | { isBoardMember: false; firstName: string; lastName?: string }
  /** Board members are shown by the association account they logged in with. */
  | { isBoardMember: true; associationName: string };

/**
 * Notification kinds of spec section 4, each linking to its own my-pages page, and ours:
 * SavedSearch (new homes for a saved search) opens the saved searches page.
 */
export type NotificationType = "VipPayment" | "DocumentSigning" | "Case" | "SavedSearch";

export interface HeaderNotification {
  id: string;
  type: NotificationType;
  title: string;
  /** DocumentSigning only: awaiting the visitor's signature (else it awaits approval). */
  isAwaitingSignature?: boolean;
  /** Case only: the errand the notification is about. */
  errandId?: string;
  /** Not seen before the bell was last opened (counted on the bell); absent counts as unread. */
  isUnread?: boolean;
}
