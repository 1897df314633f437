import type { SearchTemplateProps } from "../template-props";

/** Templates "SearchPage", "SeoCountyPage" and "SeoMunicipalityPage": the home search. */
export function HomeSearchPage({ model }: SearchTemplateProps) {
  return (
    <div>
      <h1>{model.title}</h1>
    </div>
  );
}
