import { sites } from "./sites";
import { APP_NAMES, SITE_CODES, type AppName, type SiteCode, type SiteConfig } from "./types";

/** Local ports of the six apps (issue: se 3000 … contractor 3005). */
export const APP_PORTS: Record<AppName, number> = {
  se: 3000,
  senior: 3001,
  boratt: 3002,
  no: 3003,
  fi: 3004,
  contractor: 3005,
};

/** The reference API's local port. */
export const API_PORT = 4000;

/** Production host names of each site. Brand teams add more through HOUSING_SITE_HOSTS. */
export const DEFAULT_HOSTS: Record<SiteCode, readonly string[]> = {
  se: ["www.fjallvik.example", "fjallvik.example"],
  // The English sub-site lives under /en/ on the Swedish host.
  "se-en": ["www.fjallvik.example", "fjallvik.example"],
  senior: ["www.fjallvik-seniorgarden.example", "fjallvik-seniorgarden.example"],
  boratt: ["www.fjallvik-boratt.example", "fjallvik-boratt.example"],
  no: ["www.fjallvik-bolig.example", "fjallvik-bolig.example"],
  fi: ["www.fjallvik-koti.example", "fjallvik-koti.example"],
  contractor: ["www.fjallvik-entreprenad.example", "fjallvik-entreprenad.example"],
};

/** Parses `se=a.example,b.example;no=c.example` into extra hosts per site; throws on an unknown site or a malformed entry. */
export function parseSiteHosts(value: string): Partial<Record<SiteCode, string[]>> {
  const result: Partial<Record<SiteCode, string[]>> = {};
  for (const entry of value.split(";")) {
    if (!entry.trim()) continue;
    const [code, hosts, ...rest] = entry.split("=").map((part) => part.trim());
    // A typo such as `se:www.example.se` must fail loudly, not drop the hosts silently.
    const hostList = (hosts ?? "").split(",").map(normalizeHost).filter(Boolean);
    if (!code || hostList.length === 0 || rest.length > 0) {
      throw new Error(`HOUSING_SITE_HOSTS has a malformed entry "${entry.trim()}" (expected site=host,host)`);
    }
    if (!(SITE_CODES as readonly string[]).includes(code)) {
      throw new Error(`HOUSING_SITE_HOSTS names an unknown site "${code}"`);
    }
    result[code as SiteCode] = hostList;
  }
  return result;
}

/**
 * Parses HOUSING_SITE_ORIGINS, `se=https://se.example:8443;no=https://no.example`: the public origin
 * of each site where it is not its first production host (the production shape on one machine, a
 * brand team's staging). Each site code once, each value an origin (scheme, host, port, no path).
 */
export function parseSiteOrigins(value: string): Partial<Record<SiteCode, string>> {
  const origins: Partial<Record<SiteCode, string>> = {};
  for (const entry of value.split(";")) {
    if (!entry.trim()) continue;
    const [code, origin, ...rest] = entry.split("=").map((part) => part.trim());
    if (!code || !origin || rest.length > 0) {
      throw new Error(`HOUSING_SITE_ORIGINS has a malformed entry "${entry.trim()}" (expected site=origin)`);
    }
    if (!(SITE_CODES as readonly string[]).includes(code)) {
      throw new Error(`HOUSING_SITE_ORIGINS names an unknown site "${code}"`);
    }
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    const bare = origin.replace(/\/$/, "");
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== bare) {
      throw new Error(`HOUSING_SITE_ORIGINS: ${code}: "${origin}" is not an origin (scheme, host, port, no path)`);
    }
    origins[code as SiteCode] = bare;
  }
  return origins;
}

/** Lower-cases a host and drops the trailing dot of a fully qualified name, also before a port (`example.se.:443`). */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=(?::\d+)?$)/, "");
}

/** The site an app serves when nothing else decides (its main site). */
export function appDefaultSite(app: AppName): SiteConfig {
  return sites[app];
}

/** Every site one app serves: the Swedish app serves the English sub-site too. */
export function sitesOfApp(app: AppName): SiteConfig[] {
  return SITE_CODES.map((code) => sites[code]).filter((site) => site.app === app);
}

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether an address is one of a site's own pages: on one of its hosts (its production hosts and
 * those of HOUSING_SITE_HOSTS) over HTTPS, or, in the local environment only, on loopback. For the
 * addresses the API sends people back to after a payment provider.
 */
export function isSiteAddress(
  code: SiteCode,
  url: URL,
  options: { extraHosts?: Partial<Record<SiteCode, readonly string[]>>; local: boolean },
): boolean {
  if (options.local && LOCAL_HOSTNAMES.has(url.hostname) && ["http:", "https:"].includes(url.protocol)) return true;
  const hosts = [...DEFAULT_HOSTS[code], ...(options.extraHosts?.[code] ?? [])];
  return url.protocol === "https:" && (hosts.includes(url.host) || hosts.includes(url.hostname));
}

function appForLocalPort(port: number): AppName | undefined {
  return APP_NAMES.find((app) => APP_PORTS[app] === port);
}

export interface ResolveSiteInput {
  /** The Host header, with or without port. */
  host: string;
  /** The request path; `/en` or `/en/…` on the Swedish host selects the English sub-site. */
  pathname: string;
  /** The app answering; an unknown host falls back to its main site. */
  app?: AppName;
  /** Extra hosts per site, from HOUSING_SITE_HOSTS. */
  extraHosts?: Partial<Record<SiteCode, string[]>>;
}

export type SiteMatch = "host" | "local-port" | "app-default";

/**
 * Resolves the site for a request: a known host name first, then
 * `localhost:<port>` (the app's default site on that port), then the answering
 * app's main site. Returns null when nothing decides.
 */
export function resolveSite(input: ResolveSiteInput): { site: SiteConfig; matchedBy: SiteMatch } | null {
  const host = normalizeHost(input.host);
  const hostname = host.replace(/:\d+$/, "");
  const byHost = SITE_CODES.filter((code) => {
    const hosts = [...DEFAULT_HOSTS[code], ...(input.extraHosts?.[code] ?? [])];
    return hosts.includes(host) || hosts.includes(hostname);
  }).map((code) => sites[code]);

  let app: AppName | undefined;
  let matchedBy: SiteMatch;
  if (byHost[0]) {
    app = input.app && byHost.some((site) => site.app === input.app) ? input.app : byHost[0].app;
    matchedBy = "host";
  } else if (LOCAL_HOSTNAMES.has(hostname)) {
    const port = Number(host.slice(hostname.length + 1));
    app = appForLocalPort(port) ?? input.app;
    matchedBy = appForLocalPort(port) ? "local-port" : "app-default";
  } else {
    app = input.app;
    matchedBy = "app-default";
  }
  if (!app) return null;

  const candidates = sitesOfApp(app);
  const prefixed = candidates.find(
    (site) =>
      site.pathPrefix && (input.pathname === site.pathPrefix || input.pathname.startsWith(`${site.pathPrefix}/`)),
  );
  return { site: prefixed ?? appDefaultSite(app), matchedBy };
}
