import type { ComponentType } from "react";
import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/** What every page template receives: its view model and the site it renders for. */
export interface TemplateProps {
  model: PageViewModel;
  site: SiteConfig;
}

/** A template as the registry holds it; `isNoIndex` marks page kinds that are never indexed. */
export interface TemplateDefinition {
  component: ComponentType<TemplateProps>;
  isNoIndex?: boolean;
}

export type TemplateMap = Readonly<Record<string, TemplateDefinition>>;
