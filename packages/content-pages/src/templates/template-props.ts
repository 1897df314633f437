import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/** What every page template receives: its view model and the site it renders for. */
export interface TemplateProps {
  model: PageViewModel;
  site: SiteConfig;
}
