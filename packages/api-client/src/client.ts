import ky, { HTTPError, type KyInstance } from "ky";
import { apiBaseUrl, type SiteConfigEnv, type SiteKey } from "@housing/site-config";
import { SITE_KEY_HEADER } from "@housing/contracts";
import { errorFromResponse, networkError, type ApiError } from "./errors";

export interface ApiClientOptions {
  /** The API base URL; defaults to the environment's API host (site-config). */
  baseUrl?: string;
  /** The environment read by site-config; used when baseUrl is not given. */
  env?: SiteConfigEnv;
  /** The site the calls are made for; sent as the x-site-key header. */
  siteKey?: SiteKey;
  /** Bearer token, when the caller has one (server side: from the httpOnly session cookie). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Extra headers on every call (e.g. forwarded Accept-Language or cookies on the server). */
  headers?: Record<string, string>;
  /** Per-call timeout, ms. */
  timeoutMs?: number;
  /** A fetch implementation (tests, Next's fetch with caching options). */
  fetch?: typeof fetch;
}

const instances = new Map<string, KyInstance>();
const baseUrls = new WeakMap<KyInstance, string>();
const siteKeys = new WeakMap<KyInstance, SiteKey>();

/** The site a client from createLazyHttp calls for (the session bridge's client is built for the same one). */
export function siteKeyOf(http: KyInstance): SiteKey | undefined {
  return siteKeys.get(http);
}

/**
 * One ky instance per API base URL (and so per environment): bearer token when
 * present, cookies sent, JSON, and errors normalized to ApiError (spec section 8).
 * Retries are left to TanStack Query on the client (retry 1, spec section 9).
 */
export function createHttp(options: ApiClientOptions = {}): KyInstance {
  const baseUrl = options.baseUrl ?? (options.env ? apiBaseUrl(options.env) : undefined);
  if (!baseUrl) throw new Error("createHttp needs a baseUrl or the site-config environment");
  const base = baseInstance(baseUrl);
  const http = base.extend({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? 10_000,
    headers: { ...(options.siteKey ? { [SITE_KEY_HEADER]: options.siteKey } : {}), ...options.headers },
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await options.getToken?.();
          if (token) request.headers.set("authorization", `Bearer ${token}`);
        },
      ],
    },
  });
  baseUrls.set(http, baseUrl);
  return http;
}

/**
 * A client from createHttp that builds its ky instance on first use. The browser's provider
 * hands one to every component at hydration, but most page loads make no call through it
 * for a while (the first results come with the HTML), and setting up ky's options, headers
 * and hooks is main-thread work during hydration on a phone (BENCHMARKS.md).
 */
export function createLazyHttp(options: ApiClientOptions & { baseUrl: string }): KyInstance {
  let instance: KyInstance | undefined;
  const real = () => (instance ??= createHttp(options));
  // An arrow function as the target: callable like ky's instance, and without the
  // non-configurable `prototype` a Proxy's get trap would have to report unchanged.
  const target = (() => undefined) as unknown as KyInstance;
  const lazy = new Proxy(target, {
    apply: (_target, _this, args: Parameters<KyInstance>) => real()(...args),
    get: (_target, property): unknown => Reflect.get(real(), property),
    has: (_target, property) => Reflect.has(real(), property),
  });
  baseUrls.set(lazy, options.baseUrl);
  if (options.siteKey) siteKeys.set(lazy, options.siteKey);
  return lazy;
}

/** The base URL a client from createHttp calls; for requests ky cannot make (navigator.sendBeacon). */
export function baseUrlOf(http: KyInstance): string | undefined {
  return baseUrls.get(http);
}

/**
 * An API-relative URL made absolute on the API the client calls: the search hits answer their
 * images as `/media/…` on the API, which a browser must not resolve against the site's origin.
 * Absolute URLs pass through; so does everything when the client's base URL is unknown.
 */
export function apiUrl(http: KyInstance, url: string): string {
  const base = baseUrlOf(http);
  if (!base || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return url;
  return new URL(url.replace(/^\/+/, ""), base.endsWith("/") ? base : `${base}/`).href;
}

function baseInstance(baseUrl: string): KyInstance {
  let instance = instances.get(baseUrl);
  if (!instance) {
    instance = ky.create({
      prefixUrl: baseUrl,
      credentials: "include",
      retry: 0,
      headers: { accept: "application/json" },
    });
    instances.set(baseUrl, instance);
  }
  return instance;
}

/** Runs a ky call and turns every failure into an ApiError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) return errorFromResponse(error.response);
  return networkError(error);
}

/** Path segments of a site path for `{page path}/GetViewModel`, without the leading slash. */
export function viewModelPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+/, "").replace(/\/+$/, "");
  const encoded = trimmed
    .split("/")
    .filter(Boolean)
    .map((segment) => encodeURIComponent(decodeSafely(segment)))
    .join("/");
  return encoded ? `${encoded}/GetViewModel` : "GetViewModel";
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
