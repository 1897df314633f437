import type { FeatureManifest } from "@housing/contracts/manifest";
import { contentBlocks } from "../blocks/content-blocks";
import { contentPagesMessages } from "../messages";
import { ArticlePage } from "../templates/article-page";
import { StartPage } from "../templates/start-page";
import { catalogueTemplates } from "./catalogue";
import { editorialTemplates } from "./editorial";
import { contentTemplate } from "./template";

/**
 * The content pages' manifest: the start and article pages, the catalogue and editorial
 * templates, the content blocks, and the messages they show. The start page has the slot
 * "start.search" under its hero, the stage and object pages "stage.explorer"/"object.explorer"
 * and "stage.showings"/"object.showings" (in place of the showings' times as text); other
 * features fill them through their manifests.
 */
export const contentPagesManifest = {
  name: "@housing/content-pages",
  templates: {
    StartPage: contentTemplate(StartPage, { slots: ["start.search"] }),
    ArticlePage: contentTemplate(ArticlePage),
    ...catalogueTemplates,
    ...editorialTemplates,
  },
  blocks: contentBlocks,
  messages: { namespace: "content-pages", catalogue: contentPagesMessages },
} satisfies FeatureManifest;

export { catalogueTemplates, editorialTemplates };
