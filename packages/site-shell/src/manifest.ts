import type { MetadataRoute } from "next";
import { appDefaultSite, type AppName } from "@housing/site-config";
import { BRAND_THEME_COLORS } from "./brand-colors";

/**
 * `app/manifest.ts` of an app: /manifest.webmanifest with the brand's name and theme colour.
 * The manifest belongs to the host, so the Swedish host's is the Swedish site's.
 */
export function createManifest(app: AppName) {
  return function manifest(): MetadataRoute.Manifest {
    const site = appDefaultSite(app);
    return {
      name: site.siteName,
      short_name: site.siteName,
      lang: site.languageTag,
      start_url: `${site.pathPrefix}/`,
      // A website added to the home screen keeps the browser's address bar and back button.
      display: "browser",
      background_color: "#ffffff",
      theme_color: BRAND_THEME_COLORS[site.brand],
      icons: [
        { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
        { src: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
        { src: "/icons/icon-512.png", type: "image/png", sizes: "512x512" },
      ],
    };
  };
}
