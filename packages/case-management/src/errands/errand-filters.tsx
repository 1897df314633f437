"use client";
import { useState } from "react";
import { CASE_BUILDING_TYPES, type CaseSummary } from "@housing/contracts/cases";
import type { MessageId } from "@housing/i18n";
import { useI18n } from "@housing/i18n/react";
import { Button, Checkbox, Select, TextField } from "@housing/ui";
import {
  EMPTY_FILTERS,
  ERRAND_SORTS,
  activeFilterCount,
  spaceOptions,
  statusOptions,
  toggleStatus,
  toggleType,
  typeLabel,
  typeOptions,
  type ErrandFilters as Filters,
  type ErrandSort,
} from "./filters";
import styles from "./errands.module.css";

interface ErrandFiltersProps {
  errands: readonly CaseSummary[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The board's variant counts the search text among the active filters (spec section 9). */
  isSearchCounted: boolean;
}

/**
 * The errand list's search, sort and filters (spec section 9): each change applies at once to the
 * list in the browser. The filters fold away under a summary that says how many are active.
 */
export function ErrandFilters({ errands, filters, onChange, isSearchCounted }: ErrandFiltersProps) {
  const { t } = useI18n();
  const count = activeFilterCount(filters, isSearchCounted);
  // Open at first when the address brought filters; after that the user opens and closes it.
  const [isOpenAtFirst] = useState(count > 0);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const spaces = spaceOptions(errands);
  return (
    <div className={styles.stack}>
      <div className={styles.filterGrid}>
        <TextField
          type="search"
          label={t("case-management.errands.filters.search")}
          value={filters.search}
          maxLength={100}
          onChange={(event) => set({ search: event.target.value })}
        />
        <Select
          label={t("case-management.errands.sort.label")}
          value={filters.sort}
          options={ERRAND_SORTS.map((sort) => ({ value: sort, label: t(`case-management.errands.sort.${sort}`) }))}
          onChange={(event) => set({ sort: event.target.value as ErrandSort })}
        />
      </div>
      <details className={styles.filters} open={isOpenAtFirst || undefined}>
        <summary>
          {t("case-management.errands.filters.heading")} ({t("case-management.errands.filters.active", { count })})
        </summary>
        <div className={styles.filterGrid}>
          <CheckboxGroup
            legend={t("case-management.errands.filters.type")}
            options={typeOptions(errands).map((name) => ({ value: name, label: typeLabel(name) }))}
            selected={filters.types}
            onToggle={(value, isOn) => set({ types: toggleType(filters.types, value, isOn) })}
          />
          <CheckboxGroup
            legend={t("case-management.errands.filters.status")}
            options={statusOptions(errands).map((key) => ({
              value: key,
              label: t(`case-management.errands.status.${key}` as MessageId),
            }))}
            selected={filters.statuses}
            onToggle={(value, isOn) => set({ statuses: toggleStatus(filters.statuses, value, isOn) })}
          />
          {spaces.length > 0 ? (
            <CheckboxGroup
              legend={t("case-management.errands.filters.space")}
              options={spaces.map((space) => ({ value: space, label: space }))}
              selected={filters.spaces}
              onToggle={(value, isOn) =>
                set({ spaces: isOn ? [...filters.spaces, value] : filters.spaces.filter((entry) => entry !== value) })
              }
            />
          ) : null}
          <CheckboxGroup
            legend={t("case-management.errands.filters.building")}
            options={CASE_BUILDING_TYPES.map((type) => ({
              value: type,
              label: t(`case-management.errands.building.${type}`),
            }))}
            selected={filters.buildingTypes}
            onToggle={(value, isOn) =>
              set({
                buildingTypes: isOn
                  ? [...filters.buildingTypes, value]
                  : filters.buildingTypes.filter((entry) => entry !== value),
              })
            }
          />
          <fieldset className={styles.fieldset}>
            <legend>{t("case-management.errands.filters.dates")}</legend>
            <TextField
              type="date"
              label={t("case-management.errands.filters.from")}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
            <TextField
              type="date"
              label={t("case-management.errands.filters.to")}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          </fieldset>
        </div>
        <div className={styles.row}>
          <Button
            variant="secondary"
            disabled={count === 0 && filters.search === ""}
            onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort })}
          >
            {t("case-management.errands.filters.clear")}
          </Button>
        </div>
      </details>
    </div>
  );
}

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string, isOn: boolean) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={selected.includes(option.value)}
          onChange={(event) => onToggle(option.value, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
