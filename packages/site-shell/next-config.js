// Shared Next.js configuration of the brand apps. Plain JavaScript: Next loads
// an app's next.config.ts before any TypeScript of the workspace is compiled.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { markFirstLoadChunks } from "./compile-hints.js";
import { staticHeaderRules } from "./security-headers.js";

const workspacePackages = [
  "@housing/api-client",
  "@housing/auth-bankid",
  "@housing/consent",
  "@housing/content-pages",
  "@housing/contracts",
  "@housing/header-frame",
  "@housing/i18n",
  "@housing/search",
  "@housing/session",
  "@housing/site-config",
  "@housing/site-shell",
  "@housing/ui",
];

/**
 * Hosts the API serves media from (spec section 7: one API host per
 * environment). Mirrors DEFAULT_API_HOSTS of @housing/site-config, which this
 * plain-JavaScript file cannot import, plus the per-deployment overrides of
 * the same environment variables (HOUSING_API_URL, HOUSING_API_HOST_*).
 * Any localhost port is allowed so a developer's own API port works.
 * @param {Record<string, string | undefined>} env
 * @returns {import("next").RemotePattern[]}
 */
export function mediaRemotePatterns(env) {
  const hosts = [
    "https://api.test.fjallvik.example",
    "https://api.fjallvik.example",
    env.HOUSING_API_URL,
    env.HOUSING_API_HOST_DEV,
    env.HOUSING_API_HOST_TEST,
    env.HOUSING_API_HOST_PRODUCTION,
  ];
  /** @type {import("next").RemotePattern[]} */
  const patterns = [
    { protocol: "http", hostname: "localhost", pathname: "/media/**" },
    { protocol: "http", hostname: "127.0.0.1", pathname: "/media/**" },
  ];
  for (const value of hosts) {
    if (!value) continue;
    try {
      const url = new URL(value);
      const protocol = url.protocol === "https:" ? "https" : "http";
      const pattern = {
        protocol,
        hostname: url.hostname,
        port: url.port,
        pathname: `${url.pathname.replace(/\/+$/, "")}/media/**`,
      };
      if (!patterns.some((known) => JSON.stringify(known) === JSON.stringify(pattern))) patterns.push(pattern);
    } catch {
      // site-config's env validation reports a malformed URL with its name when the app starts.
    }
  }
  return patterns;
}

/**
 * Serves MapLibre's worker from the app's public folder: a bundler cannot follow maplibre-gl's
 * runtime worker URL, so @housing/search's map calls setWorkerUrl with this path
 * (mapWorkerUrl in packages/search/src/map/worker-url.ts; both take the version from the one
 * installed maplibre-gl). Runs whenever Next loads the config, in `next dev` and `next build`.
 * public/_map/ is generated and ignored by git.
 * @param {string} appDir
 * @param {string} workspaceRoot
 */
export function copyMapWorker(appDir, workspaceRoot) {
  const fromSearch = createRequire(join(workspaceRoot, "packages/search/package.json"));
  const packageJson = fromSearch.resolve("maplibre-gl/package.json");
  const { version } = JSON.parse(readFileSync(packageJson, "utf8"));
  const target = join(appDir, "public/_map", `maplibre-gl-worker-${version}.mjs`);
  if (existsSync(target)) return;
  mkdirSync(join(appDir, "public/_map"), { recursive: true });
  copyFileSync(join(packageJson, "../dist/maplibre-gl-worker.mjs"), target);
}

/**
 * @param {{ appDir: string }} options
 * @returns {import("next").NextConfig}
 */
export function createNextConfig({ appDir }) {
  const workspaceRoot = resolve(appDir, "../..");
  copyMapWorker(appDir, workspaceRoot);
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    transpilePackages: workspacePackages,
    // The CMS's paths end in a slash (spec section 2); /foo redirects to /foo/.
    trailingSlash: true,
    // The proxy makes that redirect instead, so it carries the security headers (src/trailing-slash.ts).
    skipTrailingSlashRedirect: true,
    turbopack: { root: workspaceRoot },
    compiler: {
      // The first-load chunks compile on a background thread while they stream in (compile-hints.js).
      runAfterProductionCompile: async ({ distDir }) => {
        markFirstLoadChunks(distDir);
      },
    },
    experimental: {
      // The pages' CSS is small (tokens, themes, a few modules: about 10 kB); inlined into the HTML it
      // no longer blocks the first paint behind extra requests (Lighthouse, BENCHMARKS.md).
      inlineCss: true,
      // A page that does not exist renders as the unmatched route, on the server (global-not-found.tsx).
      globalNotFound: true,
    },
    outputFileTracingRoot: workspaceRoot,
    // Container images (deploy/site.Dockerfile) copy only the traced server: `.next/standalone`.
    // Normal builds stay as they are, for `next start`.
    ...(process.env.HOUSING_NEXT_STANDALONE === "1" ? { output: "standalone" } : {}),
    images: {
      formats: ["image/avif", "image/webp"],
      // Spec section 9: 100, 300, 400, 600, 900, 1200, 1600, 1900, 2560 (the share image is 1200).
      // Next joins both lists into one srcset; the small ones are for images narrower than the screen.
      deviceSizes: [400, 600, 900, 1200, 1600, 1900, 2560],
      imageSizes: [100, 300],
      remotePatterns: mediaRemotePatterns(process.env),
      // The reference API draws its illustrations as SVG; Next serves SVG as is (never through the
      // optimiser), and the API's SVGs are generated, script-free drawings.
    },
    // The security headers of the responses the proxy skips (static files, the session bridge,
    // robots.txt, sitemaps, icons). The proxy's own answers set the same headers with the page's
    // nonce (src/response-headers.ts); Next applies the proxy's after these, so a page gets its own.
    async headers() {
      return staticHeaderRules();
    },
  };
}
