"use client";

import { useId, useRef, useState, type ComponentType } from "react";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Container, controlClassNames } from "@housing/ui";
import type { StartComboboxProps } from "./start-combobox";
import styles from "./start-search.module.css";

export interface StartSearchFieldProps {
  site: SiteConfig;
  /** The home search's path: where the box sends a visitor (with the chosen place) and where the form goes without script. */
  searchPath: string;
}

/**
 * The start page's search box. The server renders a plain field that looks like the home
 * search's place field; the combobox's code (suggestions, keyboard, the query client) loads only
 * when the field gets focus, so the start page carries almost nothing extra (`pnpm bench:size`).
 * What the visitor types meanwhile is handed over. Without script the button opens the search.
 */
export function StartSearchField({ site, searchPath }: StartSearchFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ Combobox: ComponentType<StartComboboxProps>; text: string; hasFocus: boolean } | null>(
    null,
  );
  const [isLoading, setIsLoading] = useState(false);
  const headingId = `${id}-heading`;

  const load = () => {
    if (isLoading) return;
    setIsLoading(true);
    void import("./start-combobox").then(
      (module) => {
        // The combobox takes over the text typed so far, and the focus if the field still has it.
        const input = inputRef.current;
        setLoaded({
          Combobox: module.StartCombobox,
          text: input?.value ?? "",
          hasFocus: input !== null && document.activeElement === input,
        });
      },
      // A chunk that cannot load leaves the plain field and its button, which still open the search.
      () => setIsLoading(false),
    );
  };

  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <Container>
        <form role="search" aria-label={t("search.start.form")} action={searchPath} method="get" className={styles.form}>
          <h2 id={headingId} className={styles.heading}>
            {t("search.start.heading")}
          </h2>
          <div className={styles.row}>
            {loaded ? (
              <loaded.Combobox site={site} initialText={loaded.text} hasInitialFocus={loaded.hasFocus} />
            ) : (
              <div className={styles.field}>
                <label htmlFor={`${id}-input`} className={controlClassNames.label}>
                  {t("search.home.tags.label")}
                </label>
                <p id={`${id}-hint`} className={controlClassNames.hint}>
                  {t("search.home.tags.hint")}
                </p>
                <input
                  ref={inputRef}
                  id={`${id}-input`}
                  type="text"
                  className={controlClassNames.input}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t("search.home.tags.placeholder")}
                  aria-describedby={`${id}-hint`}
                  aria-busy={isLoading || undefined}
                  onFocus={load}
                />
              </div>
            )}
            <Button type="submit">{t("search.start.submit")}</Button>
          </div>
        </form>
      </Container>
    </section>
  );
}
