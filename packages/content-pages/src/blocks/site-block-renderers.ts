import { cache } from "react";
import type { BlockRenderers } from "@housing/contracts/manifest";

/*
 * The site's block renderers (the merged map of all manifests' `blocks`, which the site shell
 * derives), handed down to the content blocks of the page being rendered. Server components have
 * no React context; React's cache is one per server request, so what the site shell's page
 * provides before it renders the template is what the blocks under it read.
 */
const siteRenderers = cache((): { current: BlockRenderers | null } => ({ current: null }));

/** For the site shell: the merged renderers for this request's page (before rendering its template). */
export function provideBlockRenderers(renderers: BlockRenderers): void {
  siteRenderers().current = renderers;
}

/** The renderers the site shell provided for this request, or null (stories, tests, no site shell). */
export function providedBlockRenderers(): BlockRenderers | null {
  return siteRenderers().current;
}
