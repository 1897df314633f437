// The security headers of every response of the brand apps. Plain JavaScript: the shared Next config
// (next-config.js) sets them on the responses the proxy never sees, before any TypeScript of the
// workspace is compiled; the proxy (src/proxy.ts) sets them, with the nonce, on everything it answers.
//
// Graded by tooling/headers/observatory.mjs the way Mozilla's HTTP Observatory scores headers (A+ is
// the bar in CI). Styles keep 'unsafe-inline': Next and `experimental.inlineCss` put the pages' CSS in
// <style> elements and React writes style attributes; the Observatory does not lower the score for
// 'unsafe-inline' in style-src alone (its result "csp-implemented-with-unsafe-inline-in-style-src-only").
// No nonce in style-src: a nonce there would make browsers ignore 'unsafe-inline' for styles.

/** The tag manager's script host (packages/consent, tag-manager.ts). */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/**
 * What a Google Tag Manager container with Google Analytics 4 loads and calls besides its own script
 * (Google's "Use a Content Security Policy with Tag Manager" guide): hits go to the analytics hosts as
 * fetches and, in older browsers, as image beacons.
 */
const TAG_MANAGER_CONNECT = [TAG_MANAGER_ORIGIN, "https://*.google-analytics.com", "https://*.analytics.google.com"];
const TAG_MANAGER_IMG = [TAG_MANAGER_ORIGIN, "https://*.google-analytics.com"];

/** The players a video block embeds after third-party consent (contracts VideoBlockSchema: YouTube, Vimeo). */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"];

/**
 * Browser features the sites never use are switched off for the page and anything it embeds.
 * Geolocation stays on for the site itself: the home search's "near me" and the succession
 * listings ask for the position (packages/search, geo.ts and use-position.ts). The camera stays off
 * until a feature uses it (none does today).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "bluetooth=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Two years with subdomains and preload: what the browsers' HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains; preload";

/**
 * The Content-Security-Policy of one response.
 * @param {import("./security-headers").PolicyOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({
  nonce,
  isDevelopment = false,
  isHttps = false,
  apiOrigins = [],
  mapOrigin,
  allowsTagManager = false,
}) {
  const unique = (/** @type {Array<string | undefined | false>} */ sources) => [
    ...new Set(sources.filter((source) => typeof source === "string" && source.length > 0)),
  ];
  const api = apiOrigins;
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      unique([
        "'self'",
        nonce && `'nonce-${nonce}'`,
        allowsTagManager && TAG_MANAGER_ORIGIN,
        // React rebuilds server error stacks with eval in development only (Next's CSP guide).
        isDevelopment && "'unsafe-eval'",
      ]),
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Media from the API host(s); data: for inline SVG placeholders, blob: for the map's and the
    // document previews' object URLs.
    ["img-src", unique(["'self'", "data:", "blob:", ...api, mapOrigin, ...(allowsTagManager ? TAG_MANAGER_IMG : [])])],
    ["font-src", ["'self'"]],
    // The browser calls the API directly (quick search, consent events, web vitals), the session
    // bridge on the same origin (/_api/), the map's style and tiles, and in development Next's
    // refresh socket.
    [
      "connect-src",
      unique(["'self'", ...api, mapOrigin, ...(allowsTagManager ? TAG_MANAGER_CONNECT : []), isDevelopment && "ws:"]),
    ],
    ["media-src", unique(["'self'", ...api])],
    // MapLibre's worker is served from /_map/ (next-config.js) and starts its helpers from blobs.
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'", ...VIDEO_PLAYERS]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // Every form posts to its own site (the searches' GET forms, the login and account forms are
    // sent by script); the e-ID and payment steps leave by navigation, which form-action does not cover.
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (isHttps) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * Every security header of one response, by name.
 * @param {import("./security-headers").PolicyOptions} options
 * @returns {Record<string, string>}
 */
export function securityHeaders(options) {
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    // No brand site loads another's images, fonts or scripts (each serves its own under its own host).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
  };
  // Only over HTTPS (RFC 6797 section 7.2: a browser ignores it over plain HTTP, and a developer's
  // http://localhost must not be pinned to HTTPS).
  if (options.isHttps) headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/**
 * Whether the visitor reached the site over HTTPS: the balancer terminates TLS and says so in
 * X-Forwarded-Proto (tooling/prod/haproxy.cfg.template); without a balancer the URL's scheme.
 * @param {{ get(name: string): string | null }} headers
 * @param {string} url
 */
export function isHttpsRequest(headers, url) {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url.startsWith("https:");
}

/**
 * The headers next-config.js sets on the responses the proxy skips (Next's static files, the
 * session bridge, robots.txt, sitemaps, icons): no page renders there, so no nonce.
 * @returns {Array<{ source: string; has?: Array<{ type: "header"; key: string; value?: string }>; headers: Array<{ key: string; value: string }> }>}
 */
export function staticHeaderRules() {
  const entries = (/** @type {Record<string, string>} */ record) =>
    Object.entries(record).map(([key, value]) => ({ key, value }));
  return [
    { source: "/:path*", headers: entries(securityHeaders({ isHttps: false })) },
    {
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: entries({ "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
    },
  ];
}
