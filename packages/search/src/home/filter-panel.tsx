"use client";

import { useId, useState } from "react";
import {
  INHABIT_DATES,
  RESIDENCE_SORTS,
  type InhabitDate,
  type ResidenceFacets,
  type ResidenceSort,
} from "@housing/contracts";
import { useI18n, type I18n, type MessageId } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Checkbox, Select, type SelectOption } from "@housing/ui";
import {
  activeFilterCount,
  ENUM_FILTER_KEYS,
  isAdvanced,
  normaliseRange,
  rangesOf,
  rangeSteps,
  type EnumFilterKey,
  type RangeKey,
  type SearchState,
} from "./url-state";
import { enumOptionsOf } from "./filter-options";
import styles from "./home-search.module.css";

const SORT_LABELS: Record<ResidenceSort, MessageId> = {
  recommended: "search.home.sort.recommended",
  "price:asc": "search.home.sort.priceAsc",
  "price:desc": "search.home.sort.priceDesc",
  "livingArea:asc": "search.home.sort.livingAreaAsc",
  "livingArea:desc": "search.home.sort.livingAreaDesc",
  "inhabitDateTimeStamp:asc": "search.home.sort.inhabitAsc",
  "inhabitDateTimeStamp:desc": "search.home.sort.inhabitDesc",
};

function formatStep(i18n: I18n, key: RangeKey, value: number): string {
  if (key === "price") return i18n.formatPrice(value);
  if (key === "rooms") return i18n.formatRooms(value);
  return i18n.formatArea(value);
}

function withValue(steps: number[], value: number | undefined): number[] {
  return value === undefined || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
}

function RangeFilter({
  site,
  rangeKey,
  state,
  onChange,
}: {
  site: SiteConfig;
  rangeKey: RangeKey;
  state: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const range = rangesOf(site)[rangeKey];
  const value = state[rangeKey];
  const steps = rangeSteps(site, rangeKey);
  const minOptions: SelectOption[] = withValue(steps, value.min)
    .filter((step) => step > range.min)
    .map((step) => ({ value: String(step), label: formatStep(i18n, rangeKey, step) }));
  const maxOptions: SelectOption[] = withValue(steps, value.max)
    .filter((step) => step > range.min && step < range.max)
    .map((step) => ({ value: String(step), label: formatStep(i18n, rangeKey, step) }));
  const set = (end: "min" | "max", raw: string) => {
    const number = raw === "" ? undefined : Number(raw);
    const next = { ...value, [end]: number };
    // A min above the max drops the max rather than refusing the choice.
    if (end === "min" && next.min !== undefined && next.max !== undefined && next.max < next.min) delete next.max;
    onChange({ ...state, [rangeKey]: normaliseRange(next, range) });
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`search.home.range.${rangeKey}`)}</legend>
      <div className={styles.rangeRow}>
        <Select
          label={t("search.home.range.min")}
          value={value.min === undefined ? "" : String(value.min)}
          options={[{ value: "", label: formatStep(i18n, rangeKey, range.min) }, ...minOptions]}
          onChange={(event) => set("min", event.target.value)}
        />
        <Select
          label={t("search.home.range.max")}
          value={value.max === undefined ? "" : String(value.max)}
          options={[...maxOptions, { value: "", label: t("search.home.range.noMax") }]}
          onChange={(event) => set("max", event.target.value)}
        />
      </div>
    </fieldset>
  );
}

function EnumFilter({
  site,
  filterKey,
  state,
  facets,
  onChange,
}: {
  site: SiteConfig;
  filterKey: EnumFilterKey;
  state: SearchState;
  facets: ResidenceFacets;
  onChange: (next: SearchState) => void;
}) {
  const { t } = useI18n();
  const chosen = state.enums[filterKey];
  const options = enumOptionsOf(site, filterKey, chosen, facets);
  const labelPrefix = filterKey === "projectStatus" ? "stageStatus" : filterKey;
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(`search.home.enum.${filterKey}`)}</legend>
      <div className={styles.checkboxes}>
        {options.map(({ key, count, isChecked, isDisabled }) => (
          <Checkbox
            key={key}
            label={
              <>
                {t(`search.home.${labelPrefix}.${key}` as MessageId)}
                {count !== undefined ? <span className={styles.count}> ({count})</span> : null}
              </>
            }
            checked={isChecked}
            disabled={isDisabled}
            onChange={(event) => {
              const next = event.target.checked ? [...chosen, key] : chosen.filter((value) => value !== key);
              onChange({ ...state, enums: { ...state.enums, [filterKey]: next } });
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}

function InhabitFilter({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("search.home.inhabit.legend")}</legend>
      <div className={styles.radios}>
        {(Object.values(INHABIT_DATES) as InhabitDate[]).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={state.inhabitDate === value}
              onChange={() => onChange({ ...state, inhabitDate: value, isGeoAuto: false })}
            />
            <span>{t(`search.home.inhabit.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface FilterPanelProps {
  site: SiteConfig;
  state: SearchState;
  facets: ResidenceFacets;
  onChange: (next: SearchState) => void;
  onClear: () => void;
}

/**
 * The filters of spec section 3. Every change searches at once, so there is no submit button.
 * Ranges are pairs of selects (no drag-only sliders, WCAG 2.5.7); on small screens the panel is
 * a disclosure whose button shows how many filters are active.
 */
export function FilterPanel({ site, state, facets, onChange, onClear }: FilterPanelProps) {
  const { t } = useI18n();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const advanced = isAdvanced(site);
  const active = activeFilterCount(state);
  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t("search.home.filters.toggle", { count: active })}
      </button>
      {/* data-search-filters: where `pnpm bench:search` finds the controls it changes. */}
      <div id={panelId} className={isOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel} data-search-filters>
        <RangeFilter site={site} rangeKey="price" state={state} onChange={onChange} />
        <RangeFilter site={site} rangeKey="rooms" state={state} onChange={onChange} />
        {advanced ? (
          <>
            <RangeFilter site={site} rangeKey="area" state={state} onChange={onChange} />
            {ENUM_FILTER_KEYS.map((key) => (
              <EnumFilter key={key} site={site} filterKey={key} state={state} facets={facets} onChange={onChange} />
            ))}
            <InhabitFilter state={state} onChange={onChange} />
            <Checkbox
              label={t("search.home.viewing")}
              checked={state.viewing}
              onChange={(event) => onChange({ ...state, viewing: event.target.checked })}
            />
          </>
        ) : null}
        <div className={styles.panelActions}>
          <Button variant="secondary" onClick={onClear} disabled={active === 0}>
            {t("search.home.filters.clear")}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function SortSelect({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.sort}>
      <Select
        label={t("search.home.sort.label")}
        value={state.sort}
        options={RESIDENCE_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        onChange={(event) => onChange({ ...state, sort: event.target.value as ResidenceSort })}
      />
    </div>
  );
}
