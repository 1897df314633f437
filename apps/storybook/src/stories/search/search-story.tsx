import type { PageViewModel } from "@housing/contracts";
import type { FeatureManifest } from "@housing/contracts/manifest";
import type { TemplateName } from "@housing/contracts/templates";
import { searchManifest } from "@housing/search/manifest";
import type { SiteConfig } from "@housing/site-config";
import { AtAddress } from "../../mocks/at-address";
import { MockApi, type MockRoutes } from "../../mocks/mock-api";

export interface SearchTemplateStoryProps {
  templateName: TemplateName;
  site: SiteConfig;
  model: PageViewModel;
  /** The address the page is shown at (path, query and hash), as a visitor would open it. */
  href: string;
  routes: MockRoutes;
  /** What the template's server `load` would have answered (the first results in the HTML). */
  initialData?: unknown;
}

/**
 * One of the search package's templates as a page renders it: from the registry's definition,
 * at its address, with the API answering from the story's routes.
 */
export function SearchTemplateStory({
  templateName,
  site,
  model,
  href,
  routes,
  initialData,
}: SearchTemplateStoryProps) {
  const templates: FeatureManifest["templates"] = searchManifest.templates;
  const definition = templates?.[templateName];
  if (!definition) throw new Error(`The search package has no template ${templateName}`);
  const Template = definition.component;
  const url = new URL(href, "https://www.fjallvik.example");
  return (
    <AtAddress href={`${url.pathname}${url.search}${url.hash}`}>
      <MockApi site={site} routes={routes}>
        <Template
          model={model}
          site={site}
          location={{ path: url.pathname, query: url.search.replace(/^\?/, "") }}
          initialData={initialData}
        />
      </MockApi>
    </AtAddress>
  );
}
