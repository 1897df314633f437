/**
 * The pages' CSS is inlined into the HTML (`experimental.inlineCss`): `<style data-href="a.css b.css">`.
 * The browser's chunk loader does not know those styles: when a template's code arrives through a
 * dynamic import (packages/search/src/lazy.tsx), it asks for the chunk's stylesheet again, finds no
 * `<link rel="stylesheet" href>` for it and appends one. On a phone that meant a second download of
 * about 36 kB of CSS the page already has, hydration of the template waiting for it, and then a style
 * pass over the whole page when it applied (BENCHMARKS.md, "the stylesheet fetched twice").
 *
 * This script, first in the body, marks every inlined file as present with a disabled link: a
 * `<link rel="stylesheet" disabled>` is neither fetched nor applied (HTML, "the link element"), but
 * it is what the chunk loader looks for. It runs while the document is parsed, after the head's
 * styles and before any of the page's (async) scripts can.
 */
const MARK_INLINED_STYLESHEETS = `document.querySelectorAll("style[data-href]").forEach(function(style){style.getAttribute("data-href").split(" ").forEach(function(href){if(!href)return;var link=document.createElement("link");link.rel="stylesheet";link.disabled=true;link.href=href;document.head.appendChild(link)})})`;

export function InlinedStylesheetMarks({ nonce }: { nonce: string | undefined }) {
  // A constant of this module: no input from anywhere reaches the script. The nonce lets it run
  // under the page's Content-Security-Policy (response-headers.ts).
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_INLINED_STYLESHEETS }} />;
}
