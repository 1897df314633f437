import { isVipFor, type User } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { myPagesMenuKeys } from "@housing/session/my-pages-menu";
import { routePath } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface VipData {
  user: Pick<
    User,
    | "vip"
    | "vipMemberships"
    | "payments"
    | "brfAccount"
    | "isBoardMember"
    | "bookings"
    | "activeObject"
    | "hasCases"
    | "showErrands"
    | "showPayments"
  >;
}

/** Spec section 3: payment statuses that still owe money. */
const UNPAID = new Set(["NotPaid", "NotPaidSent", "Reminder1"]);

export const loadVip = personalLoad<VipData>(async ({ user }) => ({ user }));

/**
 * Template "MyPagesVipPage" (spec section 2; hidden for board members and on the Finnish site,
 * section 6: VIP is a membership for the current site): the membership, its campaign code and
 * whether its fee is paid, with the way on (payments, or the overview's upgrade with a code).
 */
export function VipPage(props: TemplateProps) {
  const { site } = props;
  const { user } = loadedData<VipData>(props);
  const { t } = translatorFor(site);
  const isVip = isVipFor(user, site.siteId);
  const payment = user.payments.find((entry) => entry.site === site.siteId);
  const isUnpaid = payment ? UNPAID.has(payment.status) : false;
  const payments = myPagesMenuKeys(user, site).includes("payments") ? routePath(site, "payments") : null;
  const overview = routePath(site, "myPages");
  // The VIP showings (the showings feature's page) exist only where the site has VIP on.
  const showings = site.features.hasVip ? routePath(site, "vipShowing") : null;
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.vip.heading")}</Heading>
      {isVip ? (
        <section className={styles.stack}>
          <p>{t("my-pages.vip.member", { site: site.siteName })}</p>
          {user.vip?.campaignCode && user.vip.siteId === site.siteId ? (
            <p>{t("my-pages.vip.campaignCode", { code: user.vip.campaignCode })}</p>
          ) : null}
          {payment ? (
            <p className={styles.status}>{isUnpaid ? t("my-pages.vip.feeUnpaid") : t("my-pages.vip.feePaid")}</p>
          ) : null}
          {isUnpaid && payments ? <Link href={payments}>{t("my-pages.vip.toPayments")}</Link> : null}
          {showings ? <Link href={showings}>{t("my-pages.vip.showing")}</Link> : null}
        </section>
      ) : (
        <section className={styles.stack}>
          <p>{t("my-pages.vip.notMember")}</p>
          {overview ? <Link href={overview}>{t("my-pages.vip.toOverview")}</Link> : null}
        </section>
      )}
    </div>
  );
}
