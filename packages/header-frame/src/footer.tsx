"use client";
import type { Footer as FooterContent } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Container, Link } from "@housing/ui";
import styles from "./footer.module.css";

/** The consent package opens its settings modal on this hash (and on a same-page link to it). */
export const COOKIE_SETTINGS_HASH = "#cookie-settings";

export interface CountrySiteLink {
  country: "se" | "no" | "fi";
  href: string;
  /** Language of the target site, for hreflang. */
  lang: string;
}

export interface FooterProps {
  content: FooterContent;
  siteName: string;
  companyName: string;
  organisationNumber: string;
  countrySites: CountrySiteLink[];
  year: number;
}

/**
 * Footer: company, explore and help columns and social links (loaded as
 * content), copyright with the brand's organisation number, and links to the
 * three country sites (spec section 2), and the cookie-settings link.
 */
export function Footer({ content, siteName, companyName, organisationNumber, countrySites, year }: FooterProps) {
  const { t } = useI18n();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          {content.columns.map((column) => (
            <nav key={column.kind} aria-labelledby={`footer-${column.kind}`}>
              <h2 id={`footer-${column.kind}`} className={styles.heading}>
                {column.heading}
              </h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {content.social.length > 0 ? (
            <div>
              <h2 className={styles.heading}>{t("header-frame.footer.social")}</h2>
              <ul className={styles.list}>
                {content.social.map((entry) => (
                  <li key={entry.network}>
                    <a href={entry.href} rel="noopener noreferrer">
                      {t(`header-frame.social.${entry.network}`, { siteName })}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={styles.bottom}>
          <div className={styles.legal}>
            <p className={styles.copyright}>
              {t("header-frame.footer.copyright", { year, companyName, organisationNumber })}
            </p>
            <a href={COOKIE_SETTINGS_HASH} className={styles.cookieSettings}>
              {t("header-frame.footer.cookieSettings")}
            </a>
          </div>
          <nav aria-label={t("header-frame.footer.countrySites")}>
            <ul className={styles.inline}>
              {countrySites.map((site) => (
                <li key={site.country}>
                  <a href={site.href} hrefLang={site.lang} lang={site.lang}>
                    {t(`header-frame.footer.country.${site.country}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
