import { Fragment } from "react";
import type { Residence } from "@housing/contracts/my-pages";
import { formatArea, formatDate, formatPrice, formatRooms } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import { translatorFor } from "../translate";
import styles from "./my-pages.module.css";

/** A residence's facts, formatted for the site's locale (spec section 9: price, rooms, area, date). */
export function ResidenceFacts({ site, residence }: { site: SiteConfig; residence: Residence }) {
  const { t } = translatorFor(site);
  const facts: Array<[string, string]> = [];
  if (residence.address) facts.push([t("my-pages.residence.address"), residence.address]);
  if (residence.rooms !== null) facts.push([t("my-pages.residence.rooms"), formatRooms(residence.rooms, site.locale)]);
  if (residence.area !== null) facts.push([t("my-pages.residence.area"), formatArea(residence.area, site.locale)]);
  if (residence.price !== null) facts.push([t("my-pages.residence.price"), formatPrice(residence.price, site.locale)]);
  if (residence.entryDate) {
    facts.push([t("my-pages.residence.entryDate"), formatDate(residence.entryDate, site.locale)]);
  }
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
