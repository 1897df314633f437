import { useApiUrl } from "@housing/api-client/react";
import type { BookingObjectInfo } from "@housing/contracts/booking";
import { useI18n } from "@housing/i18n/react";
import { FactList, type Fact } from "@housing/ui";
import styles from "../click-to-buy.module.css";

/** The home being booked: name, stage, number, rooms, area, price (Finland's debt share and total) and fee. */
export function ObjectSummary({ info }: { info: BookingObjectInfo }) {
  const { t, formatPrice, formatRooms, formatArea } = useI18n();
  // The plan is a path on the API (`/media/…`), not on the site.
  const toApiUrl = useApiUrl();
  const facts: Fact[] = [
    { label: t("click-to-buy.fact.objectNumber"), value: info.objectNumber },
    { label: t("click-to-buy.fact.rooms"), value: formatRooms(info.rooms) },
    { label: t("click-to-buy.fact.area"), value: formatArea(info.livingArea) },
    { label: t("click-to-buy.fact.price"), value: formatPrice(info.price) },
  ];
  if (info.debtShare !== null)
    facts.push({ label: t("click-to-buy.fact.debtShare"), value: formatPrice(info.debtShare) });
  if (info.totalPrice !== null)
    facts.push({ label: t("click-to-buy.fact.totalPrice"), value: formatPrice(info.totalPrice) });
  if (info.monthlyFee !== null)
    facts.push({ label: t("click-to-buy.fact.monthlyFee"), value: formatPrice(info.monthlyFee) });
  if (info.fee) facts.push({ label: t("click-to-buy.fact.fee"), value: formatPrice(info.fee.amount / 100) });
  return (
    <div className={styles.summary}>
      {info.imageUrl ? <img className={styles.summaryImage} src={toApiUrl(info.imageUrl)} alt="" /> : null}
      <p>
        <strong>{info.name}</strong>, {info.stageName}
      </p>
      <FactList facts={facts} />
    </div>
  );
}
