import type { KyInstance } from "ky";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_BRIDGE_PATH, readCookie } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import { createHttp } from "./client";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The browser's client for personal calls: the site's own `/_api/` path (the session bridge,
 * @housing/session/bridge), which forwards each call to the API with the login token from the
 * httpOnly cookie. Page scripts never hold the token; a call that changes something carries the
 * CSRF cookie's value in the CSRF header. Built on first use, so only pages that make a personal
 * call pay for it.
 */
export function createBridgeHttp(options: { siteKey: SiteKey; origin?: string }): KyInstance {
  let instance: KyInstance | undefined;
  const real = () =>
    (instance ??= createHttp({
      baseUrl: new URL(SESSION_BRIDGE_PATH, options.origin ?? window.location.origin).href,
      siteKey: options.siteKey,
      timeoutMs: 30_000,
    }).extend({
      hooks: {
        beforeRequest: [
          async (request) => {
            if (!SAFE_METHODS.has(request.method) && typeof document !== "undefined") {
              const csrf = readCookie(document.cookie, CSRF_COOKIE);
              if (csrf) request.headers.set(CSRF_HEADER, csrf);
            }
            // The sites answer every path with a trailing slash (a path without one is redirected);
            // the bridge takes it off again before the API sees the path.
            const url = new URL(request.url);
            if (url.pathname.endsWith("/")) return;
            url.pathname += "/";
            // The body is read, not passed on as a stream: browsers send a streamed body over HTTP/2 only.
            const body = SAFE_METHODS.has(request.method) ? undefined : await request.arrayBuffer();
            return new Request(url, {
              method: request.method,
              headers: request.headers,
              body,
              signal: request.signal,
              credentials: request.credentials,
            });
          },
        ],
      },
    }));
  const target = (() => undefined) as unknown as KyInstance;
  return new Proxy(target, {
    apply: (_target, _this, args: Parameters<KyInstance>) => real()(...args),
    get: (_target, property): unknown => Reflect.get(real(), property),
    has: (_target, property) => Reflect.has(real(), property),
  });
}
