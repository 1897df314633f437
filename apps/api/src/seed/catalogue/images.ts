import type { ImageKind, ImageOwnerType, images } from "../../core/db/schema";
import { catalogueId } from "./common";
import { hashString } from "../../core/random";

export type ImageRow = typeof images.$inferInsert;

const SIZES: Record<ImageKind, { width: number; height: number }> = {
  facade: { width: 1200, height: 800 },
  aerial: { width: 1200, height: 800 },
  plan: { width: 900, height: 900 },
};

/** The id an owner's image gets; URLs written before the image row (search_image_url) use the same id. */
export function imageIdOf(ownerType: ImageOwnerType, ownerId: string, position = 0): string {
  return catalogueId("image", ownerType, ownerId, position);
}

/**
 * An image row: the drawing's recipe. `variant` is what the drawing shows of its owner
 * (floors of a facade, rooms of a plan, stages of an aerial view); the seed is derived
 * from the id, so the picture never changes for the same image.
 */
export function imageRow(
  kind: ImageKind,
  ownerType: ImageOwnerType,
  ownerId: string,
  position: number,
  alt: string,
  variant: number,
): ImageRow {
  const id = imageIdOf(ownerType, ownerId, position);
  return { id, kind, ownerType, ownerId, position, alt, ...SIZES[kind], seed: hashString(id) & 0x7fffffff, variant };
}
