import type { KyInstance } from "ky";
import type { StageHit } from "@housing/contracts";

type SearchImage = StageHit["searchImage"];

/**
 * Search hits carry their images as API paths (`/media/facade/….svg`), served by the API host
 * the site calls; view models carry absolute URLs. The base is read from the client's own
 * prefix URL (ky's function form of `extend` hands over the instance's options).
 */
export function mediaBaseOf(http: KyInstance): string | null {
  let prefix: unknown;
  http.extend((options) => {
    prefix = options.prefixUrl;
    return {};
  });
  if (typeof prefix !== "string" && !(prefix instanceof URL)) return null;
  return String(prefix).replace(/\/+$/, "");
}

/** The image with an absolute URL, or null where a relative path cannot be resolved (no broken image). */
export function absoluteImage(image: SearchImage, mediaBase: string | null): SearchImage {
  if (!image) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(image.url)) return image;
  if (!mediaBase || !image.url.startsWith("/")) return null;
  return { ...image, url: `${mediaBase}${image.url}` };
}
