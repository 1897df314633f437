"use client";
import { useMemo } from "react";
import type { CaseVariant } from "@housing/api-client";
import type { CaseSummary } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import { ErrandFilters } from "./errand-filters";
import { useErrands } from "./errands-query";
import { filterAndSort, filtersFromQuery, queryOfFilters, typeLabel } from "./filters";
import { StatusBadge } from "./status-badge";
import styles from "./errands.module.css";

interface ErrandListProps {
  variant: CaseVariant;
  initial: readonly CaseSummary[] | null;
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: (id: string) => void;
}

/**
 * The errands, fetched once and filtered and sorted in the browser (spec section 9). A failed
 * fetch shows 'Error fetching' and an empty list (spec section 8); the count of what the filters
 * leave is announced as it changes.
 */
export function ErrandList({ variant, initial, query, onQueryChange, onOpen }: ErrandListProps) {
  const { t } = useI18n();
  const list = useErrands(variant, initial);
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const errands = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterAndSort(errands, filters), [errands, filters]);

  if (list.isPending) return <p role="status">{t("case-management.errands.loading")}</p>;
  const hasFailed = list.isError && !list.data;
  return (
    <div className={styles.stack}>
      {hasFailed ? (
        <p className={styles.error} role="alert">
          {t("case-management.errands.loadFailed")}
        </p>
      ) : null}
      {!hasFailed && errands.length === 0 ? <p>{t("case-management.errands.empty")}</p> : null}
      {errands.length > 0 ? (
        <>
          <ErrandFilters
            errands={errands}
            filters={filters}
            onChange={(next) => onQueryChange(queryOfFilters(next, query))}
            isSearchCounted={variant === "board"}
          />
          <p role="status" className={styles.meta}>
            {shown.length === 0
              ? t("case-management.errands.noMatches")
              : t("case-management.errands.count", { count: shown.length })}
          </p>
        </>
      ) : null}
      <ul className={styles.list}>
        {shown.map((errand) => (
          <li key={errand.id}>
            <ErrandRow errand={errand} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ErrandRow({ errand, onOpen }: { errand: CaseSummary; onOpen: (id: string) => void }) {
  const { t, formatDate } = useI18n();
  const type = typeLabel(errand.caseTypeName);
  const place = [errand.roomType, errand.objectAddress ?? errand.brfName].filter(Boolean).join(", ");
  return (
    <button type="button" id={`errand-open-${errand.id}`} className={styles.open} onClick={() => onOpen(errand.id)}>
      <span className={styles.headRow}>
        <strong>
          {t("case-management.errands.ticket", { ticket: String(errand.ticketNumber) })}: {type}
        </strong>
        <StatusBadge statusId={errand.caseStatusId} />
      </span>
      <span className={styles.meta}>
        {formatDate(errand.creationDate)}
        {place ? ` · ${place}` : ""}
      </span>
    </button>
  );
}
