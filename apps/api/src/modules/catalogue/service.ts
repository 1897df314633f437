import { and, eq } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { images } from "../../core/db/schema";
import { renderDrawing } from "./media/drawings";
import type { ImageKind } from "./schema";

/** The SVG of a catalogue image drawn from its `images` row, or null when there is no such image of that kind. */
export async function drawingOf(db: Database, kind: ImageKind, id: string): Promise<string | null> {
  const [image] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), eq(images.kind, kind)))
    .limit(1);
  return image ? renderDrawing(image) : null;
}
