// Shared Next.js configuration of the brand apps. Plain JavaScript: Next loads
// an app's next.config.ts before any TypeScript of the workspace is compiled.
import { resolve } from "node:path";

const workspacePackages = [
  "@housing/api-client",
  "@housing/consent",
  "@housing/content-pages",
  "@housing/contracts",
  "@housing/header-frame",
  "@housing/i18n",
  "@housing/site-config",
  "@housing/site-shell",
  "@housing/ui",
];

/**
 * @param {{ appDir: string }} options
 * @returns {import("next").NextConfig}
 */
export function createNextConfig({ appDir }) {
  const workspaceRoot = resolve(appDir, "../..");
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    transpilePackages: workspacePackages,
    // The CMS's paths end in a slash (spec section 2); /foo redirects to /foo/.
    trailingSlash: true,
    turbopack: { root: workspaceRoot },
    outputFileTracingRoot: workspaceRoot,
    images: {
      formats: ["image/avif", "image/webp"],
      deviceSizes: [400, 600, 900, 1200, 1600, 1900, 2560],
      imageSizes: [100, 300],
    },
    async headers() {
      return [
        {
          source: "/:path*",
          headers: [
            { key: "X-Content-Type-Options", value: "nosniff" },
            { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
            { key: "X-Frame-Options", value: "SAMEORIGIN" },
          ],
        },
      ];
    },
  };
}
