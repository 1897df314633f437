export type { PageLocation, SearchTemplateDefinition, SearchTemplateProps } from "./template-props";
export { StartSearchBox } from "./home/start-search-box";
export { SaveSearch } from "./home/save-search";
