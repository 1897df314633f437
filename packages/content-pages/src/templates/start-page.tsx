import { ContentBlocks } from "../blocks/content-blocks";
import type { TemplateProps } from "./template-props";

/**
 * Template "StartPage": the site's start page, all content blocks, with the slot "start.search"
 * right under the hero: the search package fills it with the home search's box on sites with a
 * home search (through the manifests; this package may not import that one).
 */
export function StartPage({ model, site, slots }: TemplateProps) {
  const hasHero = model.blocks.some((block) => block.type === "hero");
  return (
    <>
      {hasHero ? null : <h1>{model.title}</h1>}
      <ContentBlocks blocks={model.blocks} site={site} afterHero={slots?.["start.search"]} />
    </>
  );
}
