export type { PageLocation, SearchTemplateDefinition, SearchTemplateProps } from "./template-props";
export { StartSearchBox } from "./home/start-search-box";
