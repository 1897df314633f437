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
}

/** A template as the registry holds it; `isNoIndex` marks page kinds that are never indexed. */
export interface TemplateDefinition {
  component: ComponentType<TemplateProps>;
  isNoIndex?: boolean;
}

export type TemplateMap = Readonly<Record<string, TemplateDefinition>>;
