import type { SearchTemplateDefinition } from "../template-props";
import { TextSearchPage } from "./text-search-page";

/** The text search's templates. */
export const textTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  TextSearchPage: { component: TextSearchPage },
};
