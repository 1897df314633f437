import type { SearchTemplateProps } from "../template-props";

/** Template "PremisesStartPage": the premises search. */
export function PremisesSearchPage({ model }: SearchTemplateProps) {
  return (
    <div>
      <h1>{model.title}</h1>
    </div>
  );
}
