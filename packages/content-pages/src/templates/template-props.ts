import type { KyInstance } from "ky";
import type { ComponentType } from "react";
import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/** The address a page was requested at: its path and its query string (without "?"). */
export interface PageLocation {
  path: string;
  query: string;
}

/** What every page template receives: its view model, the site it renders for and where it was asked for. */
export interface TemplateProps {
  model: PageViewModel;
  site: SiteConfig;
  /** Pages whose state lives in the address (the searches) read it; the hash never reaches the server. */
  location?: PageLocation;
  /** What the template's `load` answered on the server (see TemplateDefinition). */
  initialData?: unknown;
}

/** What a template's server-side loader gets: the page, where it was asked for, and an API client. */
export interface TemplateLoadArgs {
  model: PageViewModel;
  site: SiteConfig;
  location: PageLocation;
  http: KyInstance;
}

/** A template as the registry holds it; `isNoIndex` marks page kinds that are never indexed. */
export interface TemplateDefinition {
  component: ComponentType<TemplateProps>;
  isNoIndex?: boolean;
  /**
   * Data the page needs beyond its view model, fetched on the server before it renders (the
   * searches' first results, so they arrive in the HTML). A failure renders the page without
   * it; the template then fetches in the browser and shows its own error state.
   */
  load?: (args: TemplateLoadArgs) => Promise<unknown>;
}

export type TemplateMap = Readonly<Record<string, TemplateDefinition>>;
