import { ContentBlocks } from "../blocks/content-blocks";
import type { TemplateProps } from "./template-props";

/** Template "StartPage": the site's start page, all content blocks. */
export function StartPage({ model, site }: TemplateProps) {
  const hasHero = model.blocks.some((block) => block.type === "hero");
  return (
    <>
      {hasHero ? null : <h1>{model.title}</h1>}
      <ContentBlocks blocks={model.blocks} site={site} />
    </>
  );
}
