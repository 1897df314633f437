import type { SearchTemplateProps } from "../template-props";

/** Templates "TextSearchPage" and "CorporateSearchPage": full-text search. */
export function TextSearchPage({ model }: SearchTemplateProps) {
  return (
    <div>
      <h1>{model.title}</h1>
    </div>
  );
}
