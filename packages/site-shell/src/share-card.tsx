import "server-only";
import { ImageResponse } from "next/og";
import { connection } from "next/server";
import { apiBaseUrl, appDefaultSite, sitesOfApp, type AppName } from "@housing/site-config";
import { BRAND_THEME_COLORS } from "./brand-colors";
import { serverEnv } from "./env";
import { loadPageModel } from "./page-model";
import { SHARE_CARD_HEIGHT, SHARE_IMAGE_WIDTH } from "./share-image";

/** The site of a page path on this app's host: the English sub-site under /en/, else the main site. */
function siteForPath(app: AppName, path: string) {
  return (
    sitesOfApp(app).find((site) => site.pathPrefix && path.startsWith(`${site.pathPrefix}/`)) ?? appDefaultSite(app)
  );
}

/**
 * `app/share-image.png/route.ts` of an app: a page's share image (Open Graph, 1200 × 630 PNG)
 * when its own images are SVG drawings, which social networks do not show: the drawing with the
 * page's title on the brand's colour. `?path=` names the page.
 */
export function createShareCardRoute(app: AppName) {
  return async function GET(request: Request): Promise<Response> {
    await connection();
    const path = new URL(request.url).searchParams.get("path") ?? "";
    if (!path.startsWith("/") || path.startsWith("//")) return new Response("Not found", { status: 404 });
    const site = siteForPath(app, path);
    const outcome = await loadPageModel(site, path, "").catch(() => null);
    const image = outcome?.kind === "page" ? outcome.model.images[0] : undefined;
    if (!outcome || outcome.kind !== "page" || !image) return new Response("Not found", { status: 404 });
    const svg = await fetch(new URL(image.url, `${apiBaseUrl(serverEnv())}/`), { next: { revalidate: 3600 } });
    if (!svg.ok) return new Response("Not found", { status: 404 });
    const drawing = `data:image/svg+xml;base64,${Buffer.from(await svg.arrayBuffer()).toString("base64")}`;
    const color = BRAND_THEME_COLORS[site.brand];
    return new ImageResponse(
      <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", background: color }}>
        <img src={drawing} alt="" width={SHARE_IMAGE_WIDTH} height={450} style={{ objectFit: "cover" }} />
        <div style={{ display: "flex", flexDirection: "column", padding: "24px 48px", color: "#fff" }}>
          <div style={{ fontSize: 52, fontWeight: 700, lineHeight: 1.1 }}>{outcome.model.title.slice(0, 80)}</div>
          <div style={{ fontSize: 28, marginTop: 12 }}>{site.siteName}</div>
        </div>
      </div>,
      {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_CARD_HEIGHT,
        headers: { "cache-control": "public, max-age=3600" },
      },
    );
  };
}
