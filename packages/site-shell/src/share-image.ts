import type { Image } from "@housing/contracts";

/** Spec section 9: the share (Open Graph) image is 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The page's first image as its share image, 1200 px wide through Next's image
 * optimiser (JPEG/WebP that every social network reads), with the height kept
 * in proportion. SVG drawings are left out: social networks do not show SVG.
 * `origin` is the site's public origin; `apiBaseUrl` resolves the API's relative media paths.
 */
export function shareImageFor(
  images: readonly Image[],
  { origin, apiBaseUrl }: { origin: string; apiBaseUrl: string },
): { url: string; width: number; height: number; alt: string } | null {
  const image = images.find((candidate) => !/\.svg(\?|$)/i.test(candidate.url));
  if (!image) return null;
  const source = new URL(image.url, `${apiBaseUrl}/`).href;
  return {
    url: `${origin}/_next/image?url=${encodeURIComponent(source)}&w=${SHARE_IMAGE_WIDTH}&q=75`,
    width: SHARE_IMAGE_WIDTH,
    height: Math.round((SHARE_IMAGE_WIDTH * image.height) / image.width),
    alt: image.alt,
  };
}
