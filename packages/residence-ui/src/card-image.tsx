import type { Image as ImageData } from "@housing/contracts";
import { Image } from "@housing/ui";

/** A card's picture: decorative, since the card's heading already names what it shows. */
export function CardImage({ image, isPriority = false }: { image: ImageData; isPriority?: boolean }) {
  return (
    <Image
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      sizes="(max-width: 625px) 100vw, 33vw"
      priority={isPriority}
    />
  );
}
