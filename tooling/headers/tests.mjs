// The ten tests of Mozilla's HTTP Observatory, each a pure function of one response (and, for the
// redirection test, of the chain an http:// request followed). Their results and modifiers are in
// scoring.mjs; the rules follow the Observatory's documentation and its analyzer.
import { outcome } from "./scoring.mjs";

/** Six months in seconds: the Observatory's minimum HSTS max-age. */
export const SIX_MONTHS = 15_768_000;
/** The Origin the Observatory sends to see whether CORS reflects any origin. */
export const OBSERVATORY_ORIGIN = "https://http-observatory.security.mozilla.org";

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const PASSIVE_DIRECTIVES = ["img-src", "media-src"];
const isNonceOrHash = (source) => /^'(nonce-|sha256-|sha384-|sha512-)/i.test(source);
const isInsecureScheme = (source) => /^(http|ftp):/i.test(source);

/** A header's value, whether the headers are a Headers object or a plain record. */
export function headerOf(headers, name) {
  if (typeof headers.get === "function") return headers.get(name);
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? null : headers[key];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}

function setCookiesOf(headers) {
  if (typeof headers.getSetCookie === "function") return headers.getSetCookie();
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === "set-cookie");
  if (key === undefined) return [];
  return Array.isArray(headers[key]) ? headers[key] : [headers[key]];
}

/** The `content` of each `<meta http-equiv="…">` (or `name="…"`) of a document. */
function metaContents(html, attribute, value) {
  const found = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) => [
        match[1].toLowerCase(),
        match[2] ?? match[3] ?? match[4],
      ]),
    );
    if (attributes[attribute]?.toLowerCase() === value && attributes.content !== undefined)
      found.push(attributes.content);
  }
  return found;
}

/**
 * Parses one or more policies (comma-separated, as repeated headers are joined) into directive →
 * set of sources. A directive in several policies keeps only the sources all of them allow; a
 * directive repeated within one policy is ignored after its first occurrence, as browsers do.
 * Throws on a policy that is not well formed.
 */
export function parseCsp(text, { isMeta = false } = {}) {
  const merged = new Map();
  for (const policy of text.split(",")) {
    const seen = new Map();
    for (const part of policy.split(";")) {
      const tokens = part.trim().split(/\s+/).filter(Boolean);
      if (tokens.length === 0) continue;
      const name = tokens[0].toLowerCase();
      if (!/^[a-z-]+$/.test(name)) throw new Error(`Not a directive: ${tokens[0]}`);
      // A policy in a <meta> ignores these (CSP3 section 3.3).
      if (isMeta && ["frame-ancestors", "report-uri", "sandbox"].includes(name)) continue;
      if (seen.has(name)) continue;
      seen.set(name, new Set(tokens.slice(1).map((source) => (isNonceOrHash(source) ? source : source.toLowerCase()))));
    }
    for (const [name, sources] of seen) {
      const before = merged.get(name);
      merged.set(name, before ? new Set([...before].filter((source) => sources.has(source))) : sources);
    }
  }
  if (merged.size === 0) throw new Error("Empty policy");
  return merged;
}

export function testContentSecurityPolicy({ headers, html }) {
  const name = "content-security-policy";
  const header = headerOf(headers, "content-security-policy");
  const metas = html ? metaContents(html, "http-equiv", "content-security-policy") : [];
  if (!header && metas.length === 0) {
    const reporting = headerOf(headers, "content-security-policy-report-only");
    return outcome(name, reporting ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented");
  }
  let csp;
  try {
    csp = new Map();
    const parts = [...(header ? [[header, false]] : []), ...metas.map((meta) => [meta, true])];
    for (const [text, isMeta] of parts) {
      for (const [directive, sources] of parseCsp(text, { isMeta })) {
        const before = csp.get(directive);
        csp.set(directive, before ? new Set([...before].filter((source) => sources.has(source))) : sources);
      }
    }
  } catch (error) {
    return outcome(name, "csp-header-invalid", { reason: error.message });
  }
  const fallback = (directive) => csp.get(directive) ?? csp.get("default-src") ?? new Set(["*"]);
  let scriptSrc = new Set(fallback("script-src"));
  const styleSrc = new Set(fallback("style-src"));
  const objectSrc = fallback("object-src");
  // 'unsafe-inline' is ignored by browsers where a nonce or hash is given.
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  }
  // With 'strict-dynamic', host and scheme sources are ignored: only nonces and hashes count.
  if (scriptSrc.has("'strict-dynamic'")) {
    scriptSrc = new Set(
      [...scriptSrc].filter(
        (source) => isNonceOrHash(source) || source.startsWith("'unsafe-") || source === "'strict-dynamic'",
      ),
    );
  }
  const active = [
    ...[...csp].filter(([directive]) => !PASSIVE_DIRECTIVES.includes(directive) && directive !== "script-src"),
  ].flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = PASSIVE_DIRECTIVES.flatMap((directive) => [...fallback(directive)]);
  const broad = (list) => [...list].some((source) => DANGEROUSLY_BROAD.has(source));
  const policy = {
    antiClickjacking: csp.has("frame-ancestors"),
    defaultNone: csp.get("default-src")?.size === 1 && csp.get("default-src").has("'none'"),
    insecureSchemeActive: active.some(isInsecureScheme),
    insecureSchemePassive: passive.some(isInsecureScheme),
    strictDynamic: scriptSrc.has("'strict-dynamic'"),
    unsafeEval: scriptSrc.has("'unsafe-eval'"),
    unsafeInline: scriptSrc.has("'unsafe-inline'") || scriptSrc.has("data:") || broad(scriptSrc),
    unsafeInlineStyle: styleSrc.has("'unsafe-inline'") || styleSrc.has("data:") || broad(styleSrc),
    unsafeObjects: objectSrc.has("data:") || broad(objectSrc),
  };
  let result = "csp-implemented-with-no-unsafe";
  if (policy.unsafeInline || policy.unsafeObjects) result = "csp-implemented-with-unsafe-inline";
  else if (policy.insecureSchemeActive) result = "csp-implemented-with-insecure-scheme";
  else if (policy.unsafeEval) result = "csp-implemented-with-unsafe-eval";
  else if (policy.insecureSchemePassive) result = "csp-implemented-with-insecure-scheme-in-passive-content-only";
  else if (policy.unsafeInlineStyle) result = "csp-implemented-with-unsafe-inline-in-style-src-only";
  else if (policy.defaultNone) result = "csp-implemented-with-no-unsafe-default-src-none";
  return outcome(name, result, { policy });
}

function parseCookie(text) {
  const [pair, ...attributeParts] = text.split(";");
  const name = pair.slice(0, Math.max(pair.indexOf("="), 0)).trim() || pair.trim();
  const attributes = new Map(
    attributeParts.map((part) => {
      const [key, ...value] = part.split("=");
      return [key.trim().toLowerCase(), value.join("=").trim()];
    }),
  );
  return {
    name,
    secure: attributes.has("secure"),
    httpOnly: attributes.has("httponly"),
    sameSite: attributes.has("samesite") ? attributes.get("samesite").toLowerCase() : null,
  };
}

export function testCookies({ headers, url }) {
  const name = "cookies";
  const cookies = setCookiesOf(headers).map(parseCookie);
  if (cookies.length === 0) return outcome(name, "cookies-not-found");
  const hsts = testStrictTransportSecurity({ headers, url });
  const protectedByHsts = hsts.modifier >= 0 && hsts.result !== "hsts-not-implemented-no-https";
  const findings = [];
  let allSameSite = true;
  for (const cookie of cookies) {
    const isSession = /login|sess/i.test(cookie.name);
    if (cookie.sameSite !== null && !["strict", "lax", "none"].includes(cookie.sameSite)) {
      findings.push("cookies-samesite-flag-invalid");
    }
    // SameSite=None sends the cookie cross-site: it earns no credit.
    if (cookie.sameSite !== "strict" && cookie.sameSite !== "lax") {
      allSameSite = false;
      if (/csrf/i.test(cookie.name)) findings.push("cookies-anticsrf-without-samesite-flag");
    }
    if (isSession) {
      if (!cookie.secure) {
        findings.push(
          protectedByHsts
            ? "cookies-session-without-secure-flag-but-protected-by-hsts"
            : "cookies-session-without-secure-flag",
        );
      } else if (!cookie.httpOnly) findings.push("cookies-session-without-httponly-flag");
    } else if (!cookie.secure) {
      findings.push(
        protectedByHsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag",
      );
    }
  }
  if (findings.length > 0) {
    const worst = findings
      .map((result) => outcome(name, result))
      .reduce((worse, next) => (next.modifier < worse.modifier ? next : worse));
    return { ...worst, cookies };
  }
  return outcome(
    name,
    allSameSite ? "cookies-secure-with-httponly-sessions-and-samesite" : "cookies-secure-with-httponly-sessions",
    { cookies },
  );
}

/** Graded on a response to a request that carried `Origin: OBSERVATORY_ORIGIN`. */
export function testCrossOriginResourceSharing({ headers, requestOrigin = OBSERVATORY_ORIGIN }) {
  const name = "cross-origin-resource-sharing";
  const allowOrigin = headerOf(headers, "access-control-allow-origin")?.trim();
  if (!allowOrigin) return outcome(name, "cross-origin-resource-sharing-not-implemented");
  if (allowOrigin === "*") return outcome(name, "cross-origin-resource-sharing-implemented-with-public-access");
  const withCredentials = headerOf(headers, "access-control-allow-credentials")?.trim().toLowerCase() === "true";
  if (allowOrigin === requestOrigin && withCredentials) {
    return outcome(name, "cross-origin-resource-sharing-implemented-with-universal-access");
  }
  return outcome(name, "cross-origin-resource-sharing-implemented-with-restricted-access");
}

/**
 * redirectChain: the URLs an http:// request for the same host and path went through, the first
 * being that http:// URL and the last where it ended; null when nothing answers over http.
 */
export function testRedirection({ redirectChain }) {
  const name = "redirection";
  if (redirectChain === null || redirectChain === undefined) return outcome(name, "redirection-not-needed-no-http");
  if (redirectChain.length === 0) throw new Error("A redirect chain starts with the http:// URL");
  const route = redirectChain.map((entry) => new URL(entry));
  const last = route.at(-1);
  if (route.length === 1) {
    return outcome(name, last.protocol === "https:" ? "redirection-not-needed-no-http" : "redirection-missing", {
      route: redirectChain,
    });
  }
  if (last.protocol !== "https:") return outcome(name, "redirection-not-to-https", { route: redirectChain });
  if (route[1].protocol !== "https:") {
    return outcome(name, "redirection-not-to-https-on-initial-redirection", { route: redirectChain });
  }
  // The first hop must stay on the host, so HSTS for it is set before the visitor goes anywhere.
  if (route[0].hostname !== route[1].hostname) {
    return outcome(name, "redirection-off-host-from-http", { route: redirectChain });
  }
  return outcome(name, "redirection-to-https", { route: redirectChain });
}

const PRIVATE_REFERRER = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const UNSAFE_REFERRER = ["origin", "origin-when-cross-origin", "unsafe-url"];

export function testReferrerPolicy({ headers, html }) {
  const name = "referrer-policy";
  const values = [headerOf(headers, "referrer-policy"), ...(html ? metaContents(html, "name", "referrer") : [])]
    .filter((value) => value !== null)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (values.length === 0) return outcome(name, "referrer-policy-not-implemented");
  // Browsers apply the last policy they understand.
  const known = values.filter((value) =>
    [...PRIVATE_REFERRER, ...UNSAFE_REFERRER, "no-referrer-when-downgrade"].includes(value),
  );
  const policy = known.at(-1);
  if (!policy) return outcome(name, "referrer-policy-header-invalid", { values });
  if (PRIVATE_REFERRER.includes(policy)) return outcome(name, "referrer-policy-private", { policy });
  if (policy === "no-referrer-when-downgrade") return outcome(name, "referrer-policy-no-referrer-when-downgrade");
  return outcome(name, "referrer-policy-unsafe", { policy });
}

/**
 * `preloaded`: the host is in the browsers' HSTS preload list (the Observatory looks it up; the
 * header's `preload` directive alone earns nothing).
 */
export function testStrictTransportSecurity({ headers, url, preloaded = false }) {
  const name = "strict-transport-security";
  if (preloaded) return outcome(name, "hsts-preloaded");
  if (new URL(url).protocol !== "https:") return outcome(name, "hsts-not-implemented-no-https");
  const header = headerOf(headers, "strict-transport-security");
  if (!header) return outcome(name, "hsts-not-implemented");
  const directives = new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [key, value = ""] = part.split("=");
        return [key.trim().toLowerCase(), value.trim().replace(/^"|"$/g, "")];
      }),
  );
  const maxAge = directives.get("max-age");
  if (maxAge === undefined || !/^\d+$/.test(maxAge)) return outcome(name, "hsts-header-invalid", { header });
  const data = {
    maxAge: Number(maxAge),
    includeSubDomains: directives.has("includesubdomains"),
    preload: directives.has("preload"),
  };
  return outcome(
    name,
    data.maxAge >= SIX_MONTHS
      ? "hsts-implemented-max-age-at-least-six-months"
      : "hsts-implemented-max-age-less-than-six-months",
    data,
  );
}

/** The registrable part the Observatory compares ("same second-level domain"): the last two labels. */
const siteOf = (hostname) => hostname.split(".").slice(-2).join(".");

export function testSubresourceIntegrity({ headers, html, url }) {
  const name = "subresource-integrity";
  const type = headerOf(headers, "content-type") ?? "";
  if (!html || !/text\/html|application\/xhtml\+xml/i.test(type)) {
    return outcome(name, "sri-not-implemented-response-not-html");
  }
  const page = new URL(url);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => ({
      src: /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes),
      integrity: /\sintegrity\s*=/i.test(attributes),
    }))
    .filter(({ src }) => src !== null)
    .map(({ src, integrity }) => ({ src: src[1] ?? src[2] ?? src[3], integrity }));
  if (scripts.length === 0) return outcome(name, "sri-not-implemented-but-no-scripts-loaded");
  let hasExternal = false;
  let allIntegrity = true;
  let externalInsecure = false;
  let externalWithoutIntegrity = false;
  for (const script of scripts) {
    const target = new URL(script.src, page);
    const isSecure = target.protocol === "https:";
    const isSameSite = siteOf(target.hostname) === siteOf(page.hostname);
    if (!script.integrity) allIntegrity = false;
    if (isSameSite) {
      if (!isSecure && page.protocol === "https:") externalInsecure = true;
      continue;
    }
    hasExternal = true;
    if (!isSecure) externalInsecure = true;
    if (!script.integrity) externalWithoutIntegrity = true;
  }
  if (externalInsecure) {
    return outcome(
      name,
      externalWithoutIntegrity
        ? "sri-not-implemented-and-external-scripts-not-loaded-securely"
        : "sri-implemented-but-external-scripts-not-loaded-securely",
    );
  }
  if (allIntegrity) {
    return outcome(
      name,
      hasExternal
        ? "sri-implemented-and-external-scripts-loaded-securely"
        : "sri-implemented-and-all-scripts-loaded-securely",
    );
  }
  if (externalWithoutIntegrity) return outcome(name, "sri-not-implemented-but-external-scripts-loaded-securely");
  return outcome(name, "sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
}

export function testXContentTypeOptions({ headers }) {
  const name = "x-content-type-options";
  const value = headerOf(headers, "x-content-type-options");
  if (value === null) return outcome(name, "x-content-type-options-not-implemented");
  return outcome(
    name,
    value.trim().toLowerCase() === "nosniff"
      ? "x-content-type-options-nosniff"
      : "x-content-type-options-header-invalid",
  );
}

/** Clickjacking protection: CSP frame-ancestors counts first (`csp` is the CSP test's outcome). */
export function testXFrameOptions({ headers, csp }) {
  const name = "x-frame-options";
  if (csp?.policy?.antiClickjacking) return outcome(name, "x-frame-options-implemented-via-csp");
  const value = headerOf(headers, "x-frame-options")?.trim().toLowerCase();
  if (!value) return outcome(name, "x-frame-options-not-implemented");
  if (value === "deny" || value === "sameorigin") return outcome(name, "x-frame-options-sameorigin-or-deny");
  if (value.startsWith("allow-from ")) return outcome(name, "x-frame-options-allow-from-origin");
  return outcome(name, "x-frame-options-header-invalid");
}

export function testCrossOriginResourcePolicy({ headers }) {
  const name = "cross-origin-resource-policy";
  const value = headerOf(headers, "cross-origin-resource-policy")?.trim().toLowerCase();
  if (!value) return outcome(name, "cross-origin-resource-policy-not-implemented");
  const result = {
    "same-site": "cross-origin-resource-policy-implemented-with-same-site",
    "same-origin": "cross-origin-resource-policy-implemented-with-same-origin",
    "cross-origin": "cross-origin-resource-policy-implemented-with-cross-origin",
  }[value];
  return outcome(name, result ?? "cross-origin-resource-policy-header-invalid");
}
