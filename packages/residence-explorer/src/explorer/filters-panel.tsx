"use client";
import { useId } from "react";
import { OBJECT_STATUS_KEYS, type ObjectStatusKey } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { homeStatusText } from "@housing/residence-ui/status-badge";
import type { SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { defaultFilters, filterRanges, isPriceDefault, type ExplorerFilters, type FilterRange } from "../model/filters";
import styles from "./explorer.module.css";

export interface FiltersPanelProps {
  site: SiteConfig;
  filters: ExplorerFilters;
  onChange: (filters: ExplorerFilters) => void;
  /** The statuses the stage's homes have (the others would filter nothing). */
  statuses: readonly ObjectStatusKey[];
  shown: number;
  total: number;
}

type RangeKey = "rooms" | "price" | "area";

/**
 * The explorer's filters (spec section 9): rooms, price and area from and to within the site's
 * ranges (Finland's are smaller; the top is open-ended), and status. Homes that do not match
 * are dimmed in the scene and the drawing and leave the table. Moving the price filter leaves
 * the sold homes out, which the panel says.
 */
export function FiltersPanel({ site, filters, onChange, statuses, shown, total }: FiltersPanelProps) {
  const text = useI18n();
  const ranges = filterRanges(site.country);
  const countId = useId();
  const setRange = (key: RangeKey, end: keyof FilterRange, raw: string) => {
    const value = Number(raw);
    if (raw === "" || !Number.isFinite(value)) return;
    const { min, max } = ranges[key];
    const clamped = Math.min(max, Math.max(min, value));
    onChange({ ...filters, [key]: { ...filters[key], [end]: clamped } });
  };
  const toggleStatus = (status: ObjectStatusKey, isOn: boolean) =>
    onChange({
      ...filters,
      statuses: isOn ? [...filters.statuses, status] : filters.statuses.filter((entry) => entry !== status),
    });
  const rangeField = (key: RangeKey, step: number) => (
    <fieldset className={styles.rangeField}>
      <legend>{text.t(`residence-explorer.filters.${key}`)}</legend>
      {(["min", "max"] as const).map((end) => (
        <label key={end} className={styles.rangeInput}>
          <span>{text.t(`residence-explorer.filters.${end}`)}</span>
          <input
            type="number"
            inputMode="numeric"
            min={ranges[key].min}
            max={ranges[key].max}
            step={step}
            value={filters[key][end]}
            onChange={(event) => setRange(key, end, event.target.value)}
          />
        </label>
      ))}
    </fieldset>
  );
  return (
    <section className={styles.filters} aria-labelledby={`${countId}-heading`}>
      <h3 id={`${countId}-heading`} className={styles.panelHeading}>
        {text.t("residence-explorer.filters.heading")}
      </h3>
      {rangeField("rooms", 1)}
      {rangeField("price", site.country === "fi" ? 10_000 : 100_000)}
      {rangeField("area", 5)}
      <fieldset className={styles.statusField}>
        <legend>{text.t("residence-explorer.filters.status")}</legend>
        {OBJECT_STATUS_KEYS.filter((status) => statuses.includes(status)).map((status) => (
          <label key={status} className={styles.checkRow}>
            <input
              type="checkbox"
              checked={filters.statuses.includes(status)}
              onChange={(event) => toggleStatus(status, event.target.checked)}
            />
            {homeStatusText(text, site, status)}
          </label>
        ))}
      </fieldset>
      {isPriceDefault(filters, site.country) ? null : (
        <p className={styles.note}>{text.t("residence-explorer.filters.soldExcluded")}</p>
      )}
      <p id={countId} role="status" className={styles.note}>
        {text.t("residence-explorer.filters.count", { shown, total })}
      </p>
      <Button variant="secondary" onClick={() => onChange(defaultFilters(site.country))}>
        {text.t("residence-explorer.filters.reset")}
      </Button>
    </section>
  );
}
