import { headerFrameMessages } from "@housing/header-frame/messages";
import { createTranslator } from "@housing/i18n";
import { startPath, type SiteConfig } from "@housing/site-config";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The 500 page the proxy answers with when the API fails before a page is rendered
 * (missing-page.ts): Next would draw a page that throws only in the browser, and the frame's
 * content (navigation, footer links) comes from the same API that just failed. So this is a
 * self-contained document: the site's language, the translated title, heading and text, the
 * brand's name and legal line, a way to try again and a way home, and plain CSS in the brand's
 * colours (the theme's custom properties are not needed for one page with two links).
 */
export function serverErrorDocument(site: SiteConfig, retryHref: string, brandColor: string): string {
  const { t } = createTranslator(site.locale);
  return errorDocument(site, brandColor, {
    code: 500,
    heading: t("site-shell.serverError.heading"),
    text: t("site-shell.serverError.text"),
    actions: [
      [retryHref, t("site-shell.serverError.retry")],
      [startPath(site), t("site-shell.serverError.startLink")],
    ],
  });
}

/**
 * The 400 page the proxy answers an address with that cannot be a page (request-limits.ts): the
 * same self-contained document as the 500 page, with a way home only (trying again cannot help).
 */
export function badRequestDocument(site: SiteConfig, brandColor: string): string {
  const { t } = createTranslator(site.locale);
  return errorDocument(site, brandColor, {
    code: 400,
    heading: t("site-shell.badRequest.heading"),
    text: t("site-shell.badRequest.text"),
    actions: [[startPath(site), t("site-shell.notFound.startLink")]],
  });
}

interface ErrorDocumentContent {
  code: number;
  heading: string;
  text: string;
  /** [href, label] of each link under the text; the first is the primary one. */
  actions: Array<[string, string]>;
}

function errorDocument(
  site: SiteConfig,
  brandColor: string,
  { code, heading, text, actions }: ErrorDocumentContent,
): string {
  const { t } = createTranslator(site.locale, { messages: [headerFrameMessages] });
  const home = startPath(site);
  const legal = t("header-frame.footer.copyright", {
    year: new Date().getFullYear(),
    companyName: site.companyName,
    organisationNumber: site.organisationNumber,
  });
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.languageTag)}" data-brand="${escapeHtml(site.brand)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(`${heading} | ${site.siteName}`)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1b;background:#fff;line-height:1.5}
header,footer{padding:1rem 1.5rem}header{border-bottom:1px solid #d9d9d6}footer{border-top:1px solid #d9d9d6;font-size:.875rem}
header a{font-weight:700;font-size:1.25rem;color:${brandColor};text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}main p.code{font-size:1rem;color:#5c5c58;margin:0}
.actions a{display:inline-block;margin:.5rem 1rem .5rem 0;padding:.75rem 1.25rem;border-radius:.25rem;border:2px solid ${brandColor};color:${brandColor};font-weight:600;text-decoration:none}
.actions a:first-child{background:${brandColor};color:#fff}a:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}
</style>
</head>
<body>
<header><a href="${escapeHtml(home)}">${escapeHtml(site.siteName)}</a></header>
<main>
<p class="code">${code}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p class="actions">${actions.map(([href, label]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join("")}</p>
</main>
<footer><p>${escapeHtml(legal)}</p></footer>
</body>
</html>
`;
}
