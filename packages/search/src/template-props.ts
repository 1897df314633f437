/*
 * The template contract is the manifests' (@housing/contracts/manifest), shared with the content
 * pages; these are its names in this package. Search pages read their state from `location`.
 */
export type {
  PageLocation,
  TemplateDefinition as SearchTemplateDefinition,
  TemplateLoadArgs as SearchTemplateLoadArgs,
  TemplateProps as SearchTemplateProps,
} from "@housing/contracts/manifest";
