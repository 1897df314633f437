import { getBookingObjectInformation } from "@housing/api-client";
import { BUY_RESIDENCE_COOKIE, type BookingObjectInfo } from "@housing/contracts/booking";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import { createTranslator, formatArea, formatDate, formatPrice, formatRooms } from "@housing/i18n";
import { routePath } from "@housing/site-config";
import { FactList, Heading, Link } from "@housing/ui";
import { LazyPurchaseSuccess } from "../lazy";
import { clickToBuyMessages } from "../messages";
import { bookingIdsOf } from "./booking-ids";
import styles from "../click-to-buy.module.css";

export interface CompletePageData {
  info: BookingObjectInfo | null;
}

/** The booking the query (the flow's last step sends it) or the cookie names, with the user's token. */
export async function loadCompletePage({ http, location, cookies }: TemplateLoadArgs): Promise<CompletePageData> {
  const ids = await bookingIdsOf(http, location.query, cookies?.[BUY_RESIDENCE_COOKIE]);
  if (!ids?.bookingId) return { info: null };
  return { info: await getBookingObjectInformation(http, ids.objectId, ids.bookingId) };
}

/**
 * Template "ClickToBuyCompletePage" (spec section 2, click-to-buy contract at
 * `/boka/bokningsavtal/`): the booked home, the signed agreement, and the ways on to my pages'
 * documents, payments and timeline; `#purchase-success` is announced.
 */
export function CompletePage({ site, initialData }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [clickToBuyMessages] });
  const info = (initialData as CompletePageData | undefined)?.info ?? null;
  const booking = info?.booking ?? null;
  const myPages = routePath(site, "myPages") ?? `${site.pathPrefix}/`;
  if (!info || !booking) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{t("click-to-buy.complete.heading")}</Heading>
        <p>{t("click-to-buy.complete.notFound")}</p>
        <Link href={myPages}>{t("click-to-buy.complete.myPages")}</Link>
      </div>
    );
  }
  if (booking.status !== "booked") {
    const flow = routePath(site, "clickToBuy") ?? "/";
    const query = new URLSearchParams({ objectId: info.objectId, bookingId: booking.bookingId });
    return (
      <div className={styles.page}>
        <Heading level={1}>{t("click-to-buy.complete.heading")}</Heading>
        <p>{t("click-to-buy.complete.notBooked")}</p>
        <Link href={`${flow}?${query.toString()}`}>{t("click-to-buy.complete.continue")}</Link>
      </div>
    );
  }
  const links = (["documents", "payments", "timeline"] as const)
    .map((key) => ({ key, href: routePath(site, key) }))
    .filter((link): link is { key: (typeof link)["key"]; href: string } => link.href !== null);
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("click-to-buy.complete.heading")}</Heading>
      <LazyPurchaseSuccess name={info.name} />
      <div className={styles.summary}>
        <p>
          <strong>{info.name}</strong>, {info.stageName}
        </p>
        <FactList
          facts={[
            { label: t("click-to-buy.fact.objectNumber"), value: info.objectNumber },
            { label: t("click-to-buy.fact.rooms"), value: formatRooms(info.rooms, site.locale) },
            { label: t("click-to-buy.fact.area"), value: formatArea(info.livingArea, site.locale) },
            { label: t("click-to-buy.fact.price"), value: formatPrice(booking.totalPrice.amount, site.locale) },
          ]}
        />
        {booking.bookedAt ? (
          <p>{t("click-to-buy.complete.bookedAt", { date: formatDate(booking.bookedAt, site.locale) })}</p>
        ) : null}
        {booking.signedAt ? (
          <p>{t("click-to-buy.complete.signedAt", { date: formatDate(booking.signedAt, site.locale) })}</p>
        ) : null}
        <p>{t("click-to-buy.complete.agreement")}</p>
      </div>
      <section className={styles.stack} aria-labelledby="click-to-buy-next">
        <Heading level={2} id="click-to-buy-next">
          {t("click-to-buy.complete.next")}
        </Heading>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <Link href={link.href}>{t(`click-to-buy.complete.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
