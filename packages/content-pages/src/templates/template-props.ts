import type { TemplateDefinition } from "@housing/contracts/manifest";

// The template contract is the manifests' (@housing/contracts/manifest), shared with the search package.
export type { PageLocation, TemplateDefinition, TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";

export type TemplateMap = Readonly<Record<string, TemplateDefinition>>;
