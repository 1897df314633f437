import type { SearchTemplateProps } from "../template-props";

/** Template "SuccessionPage": the succession (resale) list. */
export function SuccessionListPage({ model }: SearchTemplateProps) {
  return (
    <div>
      <h1>{model.title}</h1>
    </div>
  );
}
