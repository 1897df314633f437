"use client";
import type { PageViewModel } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Breadcrumbs } from "@housing/ui";
import styles from "./listings.module.css";

/**
 * Breadcrumbs, the page's h1, its description as the lead and the CMS's introduction: what the
 * static premises and succession pages showed above their lists. Only the introduction's text
 * blocks are drawn here; the content-block renderer belongs to another feature package.
 */
export function ListingHeader({ model, site }: { model: PageViewModel; site: SiteConfig }) {
  const { t } = useI18n();
  const intro = model.blocks.flatMap((block) => (block.type === "text" ? [block] : []));
  return (
    <header className={styles.header}>
      <Breadcrumbs
        label={t("search.listings.breadcrumbs")}
        items={[
          { label: t("search.listings.start"), href: `${site.pathPrefix}/` },
          { label: model.title, href: model.canonical },
        ]}
      />
      <h1>{model.title}</h1>
      {model.description ? <p className={styles.lead}>{model.description}</p> : null}
      {intro.map((block) => (
        <div key={block.id} className={styles.intro}>
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ))}
    </header>
  );
}
