import type { Image as ContentImage } from "@housing/contracts";
import { Image } from "@housing/ui";

/**
 * A content image through the design system's `Image` (responsive widths of
 * spec section 9 in the apps, a lazy plain img elsewhere), intrinsic size kept
 * so nothing shifts. `sizes` says how wide the block shows it.
 */
export function BlockImage({
  image,
  className,
  sizes = "(max-width: 625px) 100vw, 75rem",
}: {
  image: ContentImage;
  className?: string;
  sizes?: string;
}) {
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
    />
  );
}
