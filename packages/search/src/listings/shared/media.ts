import type { Image } from "@housing/contracts";

/*
 * The search endpoints answer image URLs relative to the API (`/media/facade/….svg`), while a
 * page's view model carries them absolute. The browser must not resolve them against the site,
 * so the API's media base is taken from the view model's own absolute images.
 */

const MEDIA_SEGMENT = "/media/";

/** The part of an absolute media URL before `/media/` (the API's origin and any base path), or null. */
export function mediaBaseOf(urls: readonly string[]): string | null {
  for (const url of urls) {
    const index = url.indexOf(MEDIA_SEGMENT);
    if (index > 0 && /^https?:\/\//.test(url)) return url.slice(0, index);
  }
  return null;
}

/** The image with an absolute URL, or null when it cannot be placed (better no image than a broken one). */
export function absoluteImage(image: Image | null, mediaBase: string | null): Image | null {
  if (!image) return null;
  if (/^https?:\/\//.test(image.url)) return image;
  if (!mediaBase || !image.url.startsWith("/")) return null;
  return { ...image, url: `${mediaBase}${image.url}` };
}
