"use client";

import type { PageViewModel, PlaceCount } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Link } from "@housing/ui";
import type { PageLocation } from "../template-props";
import { parseSearchLocation } from "./url-state";
import styles from "./home-search.module.css";

export interface SeoPlace {
  /** The tag URL of the page's place (`stockholms-lan`, `stockholms-lan/solna`). */
  tagUrl: string;
  name: string;
  county: { label: string; href: string } | null;
  municipalities: PlaceCount[];
}

/** The SEO county or municipality page's place, or null on the plain search page. */
export function seoPlaceOf(model: PageViewModel, location: PageLocation, site: SiteConfig): SeoPlace | null {
  const data = model.data;
  if (!data || (data.kind !== "seoCounty" && data.kind !== "seoMunicipality")) return null;
  const [tagUrl] = parseSearchLocation(location, site).tagUrls;
  if (!tagUrl) return null;
  return { tagUrl, name: data.name, county: data.county, municipalities: data.municipalities };
}

/** The place page's links for search engines and visitors: its municipalities, or its county. */
export function SeoPlaceLinks({ place }: { place: SeoPlace }) {
  const { t } = useI18n();
  if (place.municipalities.length === 0 && !place.county) return null;
  return (
    <section className={styles.seo} aria-labelledby="seo-places-heading">
      <h2 id="seo-places-heading">
        {place.municipalities.length > 0
          ? t("search.home.seo.municipalities", { place: place.name })
          : t("search.home.seo.county", { place: place.county?.label ?? "" })}
      </h2>
      <ul className={styles.seoList}>
        {place.municipalities.map((municipality) => (
          <li key={municipality.url}>
            <Link href={municipality.url}>
              {t("search.home.seo.count", { name: municipality.name, count: municipality.stageCount })}
            </Link>
          </li>
        ))}
        {place.municipalities.length === 0 && place.county ? (
          <li>
            <Link href={place.county.href}>{place.county.label}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
