import type { KyInstance } from "ky";
import type { ComponentType } from "react";
import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/*
 * The registry's template contract (the same shape @housing/content-pages declares; the site
 * shell registers the templates of both). Search pages read their state from `location`.
 */

/** The address a page was requested at: its path and its query string (without "?"). */
export interface PageLocation {
  path: string;
  query: string;
}

export interface SearchTemplateProps {
  model: PageViewModel;
  site: SiteConfig;
  location?: PageLocation;
  /** What the definition's `load` answered on the server; undefined when it failed or there is none. */
  initialData?: unknown;
}

export interface SearchTemplateLoadArgs {
  model: PageViewModel;
  site: SiteConfig;
  location: PageLocation;
  http: KyInstance;
}

export interface SearchTemplateDefinition {
  component: ComponentType<SearchTemplateProps>;
  isNoIndex?: boolean;
  /** First results fetched on the server so they are in the HTML; a failure leaves them to the browser. */
  load?: (args: SearchTemplateLoadArgs) => Promise<unknown>;
}
