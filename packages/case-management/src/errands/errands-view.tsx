"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CaseVariant } from "@housing/api-client";
import { caseManagementHref, type CaseSummary } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { ButtonLink } from "@housing/ui";
import { ErrandDetail } from "./errand-detail";
import { ErrandList } from "./errand-list";
import { errandIdOf, withErrandId } from "./filters";
import { RoundList } from "./round-list";
import styles from "./errands.module.css";

export interface ErrandsViewProps {
  site: SiteConfig;
  variant: CaseVariant;
  /** The server's list, or null when it could not fetch it (the browser tries again). */
  initial: readonly CaseSummary[] | null;
  /** The address's query as the page was asked for (filters, `errandId`). */
  query: string;
}

/** Reads and writes the page's query in the address without a navigation (the page is one template). */
function useAddressQuery(initial: string) {
  const [query, setQuery] = useState(initial.replace(/^\?/, "") ? `?${initial.replace(/^\?/, "")}` : "");
  useEffect(() => {
    const onPop = () => setQuery(window.location.search);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const write = useCallback((next: string, mode: "push" | "replace") => {
    setQuery(next);
    const url = `${window.location.pathname}${next}${window.location.hash}`;
    if (mode === "push") window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
  }, []);
  return [query, write] as const;
}

/**
 * The errands page in the browser: the "report a fault" button (it opens the wizard, spec
 * section 2), the list with its filters, and the errand of the query's `errandId` in place of the
 * list (notifications link there, spec section 4); the board's rounds under the list. Opening an
 * errand is a history entry, so Back returns to the list; focus follows to the errand's heading
 * and back to its row.
 */
export function ErrandsView({ site, variant, initial, query: initialQuery }: ErrandsViewProps) {
  const { t } = useI18n();
  const [query, writeQuery] = useAddressQuery(initialQuery);
  const errandId = errandIdOf(query);
  const lastOpened = useRef<string | null>(null);
  // Whether the open errand is a history entry this page pushed: then "back" is the browser's Back.
  const hasPushed = useRef(false);

  useEffect(() => {
    if (errandId || !lastOpened.current) return;
    document.getElementById(`errand-open-${lastOpened.current}`)?.focus();
    lastOpened.current = null;
  }, [errandId]);

  const open = (id: string) => {
    lastOpened.current = id;
    hasPushed.current = true;
    writeQuery(withErrandId(query, id), "push");
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <ButtonLink href={caseManagementHref(variant === "board")}>
          {t("case-management.errands.reportFault")}
        </ButtonLink>
      </div>
      {errandId ? (
        <ErrandDetail
          key={errandId}
          site={site}
          variant={variant}
          errandId={errandId}
          onBack={() => {
            lastOpened.current = errandId;
            if (hasPushed.current) window.history.back();
            else writeQuery(withErrandId(query, null), "replace");
            hasPushed.current = false;
          }}
        />
      ) : (
        <>
          <ErrandList
            variant={variant}
            initial={initial}
            query={query}
            onQueryChange={(next) => writeQuery(next, "replace")}
            onOpen={open}
          />
          {variant === "board" ? <RoundList /> : null}
        </>
      )}
    </div>
  );
}
