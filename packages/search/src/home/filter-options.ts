import type { ResidenceFacets } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { ENUM_FILTERS, type EnumFilterKey } from "./url-state";

/*
 * Which options an enumeration filter offers, as the facet counts of the current search say.
 * The counts are disjunctive (the API counts a filter's own options as if only its other
 * filters applied), so an option's count is what choosing it would add.
 *
 * Per filter, what reads better when an option has no match:
 * - project status and disposal form: left out. Most statuses (planned, sold out, reference)
 *   and forms (tenancy on a site that sells) never have a searchable home, so "(0)" options
 *   there are permanent clutter, not information.
 * - concepts, residence type and outdoor areas: shown, disabled, with "(0)". They describe the
 *   home a visitor is after; seeing "Townhouse (0)" tells them there are none under the current
 *   filters instead of making them wonder whether the filter exists.
 * A checked option is always shown and enabled, whatever its count, so it can be unchecked.
 * Where the list has no counts for a filter (outdoor areas in the stage list), every option is
 * offered as it is, without a count.
 */
const HIDE_WITHOUT_MATCH: ReadonlySet<EnumFilterKey> = new Set(["projectStatus", "disposalForm"]);

export interface EnumOption {
  key: string;
  /** Hits of the current search carrying the value; undefined where the list has no such count. */
  count: number | undefined;
  isChecked: boolean;
  isDisabled: boolean;
}

/** Values a site offers at all: DisposalForm's "all" is what no choice already does; switched-off features leave no trace. */
function offeredKeys(site: SiteConfig, filterKey: EnumFilterKey): readonly string[] {
  const keys = ENUM_FILTERS[filterKey].keys as readonly string[];
  if (filterKey === "disposalForm") return keys.filter((value) => value !== "all");
  // Spec section 1: VIP is off for Finland (and the sites without search); no VIP status to pick.
  if (filterKey === "projectStatus" && !site.features.hasVip) return keys.filter((value) => value !== "vip");
  return keys;
}

export function enumOptionsOf(
  site: SiteConfig,
  filterKey: EnumFilterKey,
  chosen: readonly string[],
  facets: ResidenceFacets,
): EnumOption[] {
  const counts = facets[filterKey];
  const ids = ENUM_FILTERS[filterKey].ids as Record<string, string>;
  const options: EnumOption[] = [];
  for (const key of offeredKeys(site, filterKey)) {
    const id = ids[key];
    const count = counts && id !== undefined ? (counts[id] ?? 0) : undefined;
    const isChecked = chosen.includes(key);
    const hasNoMatch = count === 0 && !isChecked;
    if (hasNoMatch && HIDE_WITHOUT_MATCH.has(filterKey)) continue;
    options.push({ key, count, isChecked, isDisabled: hasNoMatch });
  }
  return options;
}
