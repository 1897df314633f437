import { whenIdle } from "@housing/ui";
import { BRAND_FONTS_COOKIE } from "./paths";

/*
 * The brands' web fonts, cache first.
 *
 * A brand's faces (Work Sans, Nunito, Lora, Barlow: 20–50 kB each) used to be fetched as soon as
 * the first page's text was styled, at the highest priority, competing with the page's HTML,
 * scripts and first image. With font-display: optional a phone on a slow connection rarely got
 * them within the 100 ms a face may block text, so the first page showed the system face anyway
 * and the download only delayed it (BENCHMARKS.md, "fonts after the first page").
 *
 * Now the theme applies a brand's faces only with [data-fonts] on <html> (packages/ui global.css),
 * and:
 *  - the server renders <html data-fonts> when the request carries the cookie below: an earlier
 *    page has cached the faces (the proxy marks the `[site]` segment, paths.ts; layout.tsx);
 *  - otherwise, once the browser is idle, the brand's faces are fetched (the latin subset of every
 *    weight declared) and the cookie is set; the current page keeps its system face, so no text
 *    reflows. The next page opened uses the brand's faces from the cache.
 *
 * A cookie rather than local storage: the server reads it, so no script has to run before the
 * first paint. (Such a script read local storage while the page was parsed, and a renderer's
 * first access to storage waits on the browser process: ~15 ms before every first paint.)
 * The cookie carries no identifier and nothing about the visitor, only that this browser holds the
 * site's font files: a display setting of the kind the consent rules leave outside consent. Should
 * the cache have dropped the files while the cookie lives on, font-display: optional keeps the
 * system face for that page and nothing reflows. Where cookies are blocked every page keeps the
 * system face.
 */

export { BRAND_FONTS_COOKIE };

/** A year: the cookie only says the faces were fetched; the HTTP cache decides how long they stay. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie string `cacheBrandFonts` writes (Secure on https). */
export function brandFontsCookie(isSecure: boolean): string {
  return `${BRAND_FONTS_COOKIE}=1; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}

/** The family names in a theme's face properties: `"Nunito Variable", "Lora Variable"`. */
export function parseFontFaces(value: string): string[] {
  return value
    .split(",")
    .map((family) => family.trim().replace(/^["']|["']$/g, ""))
    .filter((family) => family.length > 0);
}

export interface BrandFontsEnvironment {
  /** <html>, carrying data-brand (and data-fonts once the faces are in use). */
  root: Element;
  /** The theme's faces on <html>: its `--font-body-face` and `--font-heading-face`, comma-separated. */
  fontFaces: string;
  /** document.fonts, or what a test gives in its place. */
  fonts: { forEach(visit: (face: FontFace) => void): void; load(font: string, text?: string): Promise<FontFace[]> };
  /** Records that the faces are cached (sets the cookie). */
  remember: () => void;
}

/** A letter every subset choice agrees on: the faces loaded are the latin ones (unicode-range). */
const LATIN_SAMPLE = "a";

/**
 * Fetches the latin faces of the theme's families, every weight the stylesheet declares, and
 * records that they are cached. Applies nothing to the current page. Resolves to whether the
 * faces are cached.
 */
export async function cacheBrandFonts({ root, fontFaces, fonts, remember }: BrandFontsEnvironment): Promise<boolean> {
  if (root.hasAttribute("data-fonts")) return true;
  const families = parseFontFaces(fontFaces);
  if (families.length === 0) return false;
  const loads: Promise<FontFace[]>[] = [];
  for (const family of families) {
    const weights = new Set<string>();
    fonts.forEach((face) => {
      if (parseFontFaces(face.family)[0] === family) weights.add(face.weight.split(/\s+/)[0] ?? "400");
    });
    for (const weight of weights) loads.push(fonts.load(`${weight} 1em "${family}"`, LATIN_SAMPLE));
  }
  if (loads.length === 0) return false;
  const loaded = await Promise.all(loads);
  if (loaded.some((faces) => faces.length === 0)) return false;
  remember();
  return true;
}

/** Caches the brand's faces once the browser is idle (see above). Returns a cancel function. */
export function startBrandFonts(win: Window = window): () => void {
  return whenIdle(
    () => {
      try {
        const root = win.document.documentElement;
        const theme = win.getComputedStyle(root);
        void cacheBrandFonts({
          root,
          fontFaces: `${theme.getPropertyValue("--font-body-face")},${theme.getPropertyValue("--font-heading-face")}`,
          fonts: win.document.fonts,
          remember: () => {
            win.document.cookie = brandFontsCookie(win.location.protocol === "https:");
          },
        }).catch(() => false);
      } catch {
        // Cookies blocked (a SecurityError): the pages keep the system face.
      }
    },
    { win },
  );
}
