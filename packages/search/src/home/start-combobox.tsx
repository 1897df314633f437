"use client";

import { searchTags } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import type { SiteConfig } from "@housing/site-config";
import { TagCombobox, type SuggestTags } from "./tag-combobox";
import { emptyState, formatSearchUrl, toSearchFilter } from "./url-state";

export interface StartComboboxProps {
  site: SiteConfig;
  initialText: string;
  hasInitialFocus: boolean;
}

/** Where a place picked on the start page leads: the search with that place, as the search page writes it. */
export function searchUrlForPlace(site: SiteConfig, tagUrl: string): string {
  return formatSearchUrl({ ...emptyState(), tagUrls: [tagUrl] }, site);
}

/**
 * The home search's place combobox on the start page: suggestions counted under the search's
 * default filters, and picking a place opens the search with it chosen.
 */
export function StartCombobox({ site, initialText, hasInitialFocus }: StartComboboxProps) {
  const http = useApiHttp();
  const suggest: SuggestTags = async (text, signal) => {
    const filter = toSearchFilter(emptyState(), [], site);
    const { hits } = await searchTags(http, { siteId: site.siteId, text, filter }, { signal });
    return hits;
  };
  return (
    <TagCombobox
      chosen={[]}
      onAdd={(tag) => window.location.assign(searchUrlForPlace(site, tag.url))}
      onRemove={() => undefined}
      suggest={suggest}
      suggestKey={`${site.code}|start`}
      initialText={initialText}
      hasInitialFocus={hasInitialFocus}
    />
  );
}
