"use client";
import { useId, useState } from "react";
import type { PremisesTagsResponse, SearchRange, TagHit } from "@housing/contracts";
import { PremiseType } from "@housing/contracts/catalogue";
import { useI18n } from "@housing/i18n/react";
import { Button, Checkbox, Select } from "@housing/ui";
import styles from "../shared/listings.module.css";
import { maxAreaChoices, minAreaChoices, type PremiseTypeKey, type PremisesUrlState } from "./url-state";

export interface PremisesFiltersProps {
  state: PremisesUrlState;
  range: SearchRange;
  options: PremisesTagsResponse | undefined;
  hasOptionsError: boolean;
  isRetryingOptions: boolean;
  hasFilters: boolean;
  onChange: (next: PremisesUrlState) => void;
  onRetryOptions: () => void;
  onClear: () => void;
}

const TAG_GROUPS = ["county", "municipality", "area"] as const;

function toggled<T>(values: readonly T[], value: T, isOn: boolean): T[] {
  return isOn ? [...values, value] : values.filter((item) => item !== value);
}

/**
 * The premises filters of spec section 2: types (a checkbox group with counts), the area range
 * (two selects, spec section 9: 0 to an open-ended 200 m², Finland 150) and the tags (a checkbox
 * list under a disclosure, since a site has a few dozen). Native controls, so the keyboard sets
 * every one of them; each change searches at once.
 */
export function PremisesFilters({
  state,
  range,
  options,
  hasOptionsError,
  isRetryingOptions,
  hasFilters,
  onChange,
  onRetryOptions,
  onClear,
}: PremisesFiltersProps) {
  const { t, formatArea } = useI18n();
  const headingId = useId();
  // Open at first when the address already carries tags, so the visitor sees what narrows the list.
  const [isTagsOpenAtFirst] = useState(state.tags.length > 0);
  const counts = new Map(options?.types.map((type) => [type.id, type.count]));
  // Types with no premises on the site are left out unless the address chose one.
  const types = PremiseType.keys.filter(
    (key) => (counts.get(PremiseType.ids[key]) ?? 0) > 0 || state.types.includes(key),
  );
  const tagLabel = (tag: TagHit) =>
    t("search.listings.premises.optionCount", {
      name: tag.type === "area" && tag.parentName ? `${tag.name}, ${tag.parentName}` : tag.name,
      count: tag.stageCount,
    });
  const areaLabel = (value: number) =>
    value >= range.max ? t("search.listings.premises.areaTop", { area: value }) : formatArea(value);

  return (
    <form className={styles.filters} aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()}>
      <h2 id={headingId} className={styles.filtersHeading}>
        {t("search.listings.filters")}
      </h2>

      {hasOptionsError ? (
        <div className={styles.notice}>
          <p>{t("search.listings.premises.optionsDown")}</p>
          <Button variant="secondary" onClick={onRetryOptions} disabled={isRetryingOptions}>
            {t("search.listings.tryAgain")}
          </Button>
        </div>
      ) : null}

      {types.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>{t("search.listings.premises.types")}</legend>
          {types.map((key: PremiseTypeKey) => (
            <Checkbox
              key={key}
              name="types"
              value={key}
              label={t("search.listings.premises.optionCount", {
                name: t(`search.listings.premiseType.${key}`),
                count: counts.get(PremiseType.ids[key]) ?? 0,
              })}
              checked={state.types.includes(key)}
              onChange={(event) => onChange({ ...state, types: toggled(state.types, key, event.target.checked) })}
            />
          ))}
        </fieldset>
      ) : null}

      <fieldset className={styles.fieldset}>
        <legend>{t("search.listings.premises.area")}</legend>
        <div className={styles.rangeRow}>
          <Select
            label={t("search.listings.premises.minArea")}
            value={String(state.minArea)}
            options={minAreaChoices(range).map((value) => ({ value: String(value), label: areaLabel(value) }))}
            onChange={(event) => {
              const minArea = Number(event.target.value);
              // Raising the minimum past the maximum opens the top again rather than leave an impossible range.
              onChange({ ...state, minArea, maxArea: state.maxArea < minArea ? range.max : state.maxArea });
            }}
          />
          <Select
            label={t("search.listings.premises.maxArea")}
            value={String(state.maxArea)}
            options={maxAreaChoices(range)
              .filter((value) => value >= state.minArea)
              .map((value) => ({ value: String(value), label: areaLabel(value) }))}
            onChange={(event) => onChange({ ...state, maxArea: Number(event.target.value) })}
          />
        </div>
      </fieldset>

      {options && options.tags.length > 0 ? (
        <details className={styles.disclosure} open={isTagsOpenAtFirst}>
          <summary>
            {t("search.listings.premises.tags")}{" "}
            <span className={styles.summaryCount}>
              ({t("search.listings.premises.tagsChosen", { count: state.tags.length })})
            </span>
          </summary>
          {TAG_GROUPS.map((group) => {
            const tags = options.tags.filter((tag) => tag.type === group);
            if (tags.length === 0) return null;
            return (
              <fieldset key={group} className={styles.fieldset}>
                <legend>{t(`search.listings.premises.tagGroup.${group}`)}</legend>
                {tags.map((tag) => (
                  <Checkbox
                    key={tag.id}
                    name="tags"
                    value={tag.url}
                    label={tagLabel(tag)}
                    checked={state.tags.includes(tag.url)}
                    onChange={(event) =>
                      onChange({ ...state, tags: toggled(state.tags, tag.url, event.target.checked) })
                    }
                  />
                ))}
              </fieldset>
            );
          })}
        </details>
      ) : null}

      {hasFilters ? (
        <Button variant="secondary" onClick={onClear} className={styles.clear}>
          {t("search.listings.clearFilters")}
        </Button>
      ) : null}
    </form>
  );
}
