"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { ExplorerObject } from "@housing/contracts/explorer";
import { useI18n } from "@housing/i18n/react";
import type { MessageId } from "@housing/i18n/react";
import { floorText } from "@housing/residence-ui/facts";
import { homeStatusText } from "@housing/residence-ui/status-badge";
import type { SiteConfig } from "@housing/site-config";
import {
  DEFAULT_SORT,
  TABLE_COLUMNS,
  nextSort,
  sortHomes,
  type TableColumn,
  type TableSort,
} from "../model/table-sort";
import { areaOf, homeLabel, priceOf, roomsOf } from "./home-text";
import styles from "./explorer.module.css";

export interface HomesTableProps {
  site: SiteConfig;
  /** The homes the filters let through. */
  homes: readonly ExplorerObject[];
  /** All the stage's homes, for the count. */
  total: number;
  highlight: string | null;
  onHighlight: (number: string | null) => void;
  onSelect: (number: string) => void;
}

const HEADERS: Record<TableColumn, MessageId> = {
  number: "residence-explorer.table.number",
  floor: "residence-explorer.table.floor",
  rooms: "residence-explorer.table.rooms",
  area: "residence-explorer.table.area",
  price: "residence-explorer.table.price",
  status: "residence-explorer.table.status",
};

/**
 * The same homes as the 3D view, as a table (issue 24): what screen readers use, and the
 * explorer itself without WebGL. Sortable by every column (`aria-sort` on the sorted one),
 * filtered by the explorer's filters, and in step with the scene's highlight both ways: the
 * highlighted home's row is marked (`aria-selected`) and scrolled into view, and a row's
 * focus or hover highlights its home in the scene.
 */
export function HomesTable({ site, homes, total, highlight, onHighlight, onSelect }: HomesTableProps) {
  const text = useI18n();
  const captionId = useId();
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const rows = useMemo(() => sortHomes(homes, sort, site.country), [homes, sort, site.country]);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    const table = tableRef.current;
    if (!highlight || !table || table.contains(document.activeElement)) return;
    const row = table.querySelector<HTMLElement>(`tr[data-number="${CSS.escape(highlight)}"]`);
    row?.scrollIntoView?.({ block: "nearest" });
  }, [highlight]);

  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table ref={tableRef} className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {text.t("residence-explorer.table.caption", { shown: homes.length, total })}
        </caption>
        <thead>
          <tr>
            {TABLE_COLUMNS.map((column) => {
              const isSorted = sort.column === column;
              return (
                <th key={column} scope="col" aria-sort={isSorted ? sort.direction : undefined}>
                  <button type="button" className={styles.sortButton} onClick={() => setSort(nextSort(sort, column))}>
                    {text.t(HEADERS[column])}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {isSorted ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={TABLE_COLUMNS.length}>{text.t("residence-explorer.table.empty")}</td>
            </tr>
          ) : (
            rows.map((home) => {
              const number = home.apartmentNumber;
              const isHighlighted = number === highlight;
              return (
                <tr
                  key={number}
                  data-number={number}
                  aria-selected={isHighlighted}
                  className={isHighlighted ? styles.rowHighlighted : undefined}
                  onMouseEnter={() => onHighlight(number)}
                >
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={homeLabel(text, site, home)}
                      onFocus={() => onHighlight(number)}
                      onClick={() => onSelect(number)}
                    >
                      {number}
                    </button>
                    {home.isOwn ? (
                      <span className={styles.ownMark}>{text.t("residence-explorer.card.own")}</span>
                    ) : null}
                  </th>
                  <td>{floorText(text, home.floor)}</td>
                  <td>{roomsOf(text, home)}</td>
                  <td>{areaOf(text, home)}</td>
                  <td>{priceOf(text, site, home)}</td>
                  <td>{homeStatusText(text, site, home.objectStatus)}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
