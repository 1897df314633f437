import type { ReactNode } from "react";
import { ContentBlocks } from "../blocks/content-blocks";
import type { TemplateProps } from "./template-props";

export interface StartPageProps extends TemplateProps {
  /**
   * The search slot, right under the hero: site-shell fills it with the home search's box
   * (from the search package, which this package may not import) on sites with a home search.
   */
  searchSlot?: ReactNode;
}

/** Template "StartPage": the site's start page, all content blocks, with the search slot under the hero. */
export function StartPage({ model, site, searchSlot }: StartPageProps) {
  const hasHero = model.blocks.some((block) => block.type === "hero");
  return (
    <>
      {hasHero ? null : <h1>{model.title}</h1>}
      <ContentBlocks blocks={model.blocks} site={site} afterHero={searchSlot} />
    </>
  );
}
