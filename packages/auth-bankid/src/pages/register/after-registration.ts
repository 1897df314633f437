import { isVipFor, type PaymentStatus, type User } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";

/** Payment statuses that still owe money (spec section 3: Reminder1 only on the Norwegian site). */
const UNPAID: readonly PaymentStatus[] = ["NotPaid", "NotPaidSent", "Reminder1"];

/** Whether the user is VIP on the site and its fee is unpaid. */
export function hasUnpaidVipPayment(user: Pick<User, "vipMemberships" | "payments">, siteId: string): boolean {
  return (
    isVipFor(user, siteId) &&
    user.payments.some((payment) => payment.site === siteId && UNPAID.includes(payment.status))
  );
}

/**
 * Spec section 2: after a registration or a VIP upgrade, the payments page when the user has a
 * VIP membership with an unpaid payment, else my pages.
 */
export function afterRegistrationPath(site: SiteConfig, user: Pick<User, "vipMemberships" | "payments">): string {
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  if (!hasUnpaidVipPayment(user, site.siteId)) return myPages;
  return routePath(site, "payments") ?? myPages;
}
