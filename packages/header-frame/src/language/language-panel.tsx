"use client";
import { useI18n } from "@housing/i18n/react";
import type { LanguageOption, LanguageOptions } from "./language-options";
import styles from "./language-panel.module.css";

/**
 * The language foldout: this host's languages (with the English notice) and
 * the three country sites. Plain anchors: another language or country is a
 * different site, loaded in full.
 */
export function LanguagePanel({ options }: { options: LanguageOptions }) {
  const { t } = useI18n();
  return (
    <div className={styles.groups}>
      {options.languages.length > 0 ? (
        <LanguageGroup heading={t("header-frame.language.heading")} entries={options.languages} notice={t("header-frame.languageNotice")} />
      ) : null}
      {options.countries.length > 0 ? (
        <LanguageGroup heading={t("header-frame.language.countries")} entries={options.countries} />
      ) : null}
    </div>
  );
}

function LanguageGroup({ heading, entries, notice }: { heading: string; entries: LanguageOption[]; notice?: string }) {
  return (
    <div>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.siteKey}-${entry.href}`}>
            <a
              href={entry.href}
              hrefLang={entry.lang}
              lang={entry.lang}
              className={styles.link}
              aria-current={entry.isCurrent ? "true" : undefined}
            >
              {entry.label}
            </a>
            {entry.isEnglish && notice ? <p className={styles.notice}>{notice}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
