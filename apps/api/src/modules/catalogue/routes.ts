import { Hono } from "hono";
import * as v from "valibot";
import type { AppDependencies } from "../../core/dependencies";
import { IMAGE_KINDS } from "./schema";
import { sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { drawingOf } from "./service";

const MediaParamsSchema = v.object({
  kind: v.picklist(IMAGE_KINDS),
  file: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.svg$/i, "Must be an image id with .svg")),
});

/**
 * `GET /media/{kind}/{id}.svg`: the catalogue's illustrative images, drawn on request from
 * the recipe in `images` (nothing is fetched or stored as a file). A reseed at another size
 * may change a drawing's variant, hence a day's caching rather than "immutable".
 */
export function mediaRoutes({ db }: AppDependencies): Hono {
  return new Hono().get("/media/:kind/:file", validate("param", MediaParamsSchema), async (c) => {
    const { kind, file } = c.req.valid("param");
    const id = file.slice(0, -".svg".length).toLowerCase();
    const drawing = await drawingOf(db, kind, id);
    if (!drawing) return sendNotFound(c);
    return c.body(drawing, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      // Served from the API's origin: an SVG opened directly must not run anything.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
      "x-content-type-options": "nosniff",
    });
  });
}
