import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SELECTION_COOKIE,
  SESSION_BRIDGE_PATH,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from "@housing/contracts";
import { formatSessionHint, jwtClaims, jwtExpiry } from "./cookies";

function expirySeconds(token: string): number | null {
  const expiry = jwtExpiry(token);
  return expiry ? Math.floor(expiry.getTime() / 1000) : null;
}

/*
 * The session bridge: the one way a browser's personal call reaches the API. Every site answers
 * `/_api/{api path}` (the app's `app/%5Fapi/[...path]/route.ts`) and forwards the call to the API
 * with the login token from the httpOnly session cookie as the bearer token (spec section 7: the
 * API reads `Authorization: Bearer`). The token never reaches page scripts:
 *
 * - an answer of the account service that carries a login token (`token`: login, register, update,
 *   the board-member choice, refresh) has it taken out of the body and set as the httpOnly
 *   `housing_session` cookie, with the readable expiry hint and the CSRF cookie beside it;
 * - a board-member choice's short-lived `selectionToken` becomes the httpOnly `housing_select`
 *   cookie, which the bridge sends as the explicit token of the select call (spec section 7);
 * - logout, a failed refresh and a 401 to a call that carried the token remove the cookies.
 *
 * Cross-site request forgery: a call that changes something (any method but GET/HEAD/OPTIONS)
 * must come from the site's own origin (`Origin`, else `Sec-Fetch-Site`), and, when the session
 * cookie is present, carry the CSRF cookie's value in the `x-housing-csrf` header (double submit;
 * a page of another origin can neither read the cookie nor send the header without a preflight,
 * which this route never allows). Refused calls answer 403 without reaching the API.
 */

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FORWARDED_REQUEST_HEADERS = ["accept", "accept-language", "content-type", "x-site-key", "x-request-id"];
const FORWARDED_RESPONSE_HEADERS = ["content-type", "retry-after", "allow", "content-disposition", "location"];
/** Spec section 7's select call: its bearer is the choice's selection token, not the session. */
const SELECT_CALL = /^account_service\/login\/[a-z_]+\/status\/board_member\/select\//;
const LOGOUT_CALL = "account_service/logout";
const REFRESH_CALL = "account_service/login/refresh_token";
/** The board-member choice is made within minutes; the selection token's cookie lives no longer. */
const SELECTION_MAX_AGE_SECONDS = 10 * 60;

export interface SessionBridgeOptions {
  /** The API's base URL (site-config's apiBaseUrl for the app's environment), with a trailing slash. */
  apiBaseUrl: string;
  /** Per-call timeout of the forwarded call until the API answers, ms. */
  timeoutMs?: number;
  /** The same for a multipart upload, whose body is sent within it (100 MB on a slow line); default 10 minutes. */
  uploadTimeoutMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
}

type Cookies = Map<string, string>;

function parseCookies(header: string | null): Cookies {
  const cookies: Cookies = new Map();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `Secure` everywhere but on plain-HTTP localhost (spec: Secure outside localhost). */
function isSecure(url: URL): boolean {
  return url.protocol === "https:" || !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

function cookie(
  name: string,
  value: string,
  maxAge: number,
  url: URL,
  options: { httpOnly: boolean; sameSite: "Lax" | "Strict" },
) {
  const parts = [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    `SameSite=${options.sameSite}`,
  ];
  if (options.httpOnly) parts.push("HttpOnly");
  if (isSecure(url)) parts.push("Secure");
  return parts.join("; ");
}

function sessionCookies(token: string, url: URL, csrf: string | undefined, nowSeconds: number): string[] {
  const exp = expirySeconds(token) ?? nowSeconds + SESSION_MAX_AGE_SECONDS;
  const maxAge = exp - nowSeconds;
  return [
    cookie(SESSION_COOKIE, token, maxAge, url, { httpOnly: true, sameSite: "Lax" }),
    cookie(SESSION_HINT_COOKIE, formatSessionHint(exp, jwtClaims(token)), maxAge, url, {
      httpOnly: false,
      sameSite: "Lax",
    }),
    cookie(CSRF_COOKIE, csrf ?? randomBytes(24).toString("base64url"), maxAge, url, {
      httpOnly: false,
      sameSite: "Strict",
    }),
    cookie(SELECTION_COOKIE, "", 0, url, { httpOnly: true, sameSite: "Strict" }),
  ];
}

function clearedCookies(url: URL): string[] {
  return [
    cookie(SESSION_COOKIE, "", 0, url, { httpOnly: true, sameSite: "Lax" }),
    cookie(SESSION_HINT_COOKIE, "", 0, url, { httpOnly: false, sameSite: "Lax" }),
    cookie(CSRF_COOKIE, "", 0, url, { httpOnly: false, sameSite: "Strict" }),
    cookie(SELECTION_COOKIE, "", 0, url, { httpOnly: true, sameSite: "Strict" }),
  ];
}

function json(status: number, body: unknown, setCookies: string[] = []): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  for (const value of setCookies) headers.append("set-cookie", value);
  return new Response(JSON.stringify(body), { status, headers });
}

/** Whether a changing call comes from the site's own pages. */
function isSameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === url.origin || origin === forwardedOrigin(request);
  const site = request.headers.get("sec-fetch-site");
  return site === "same-origin";
}

/** The origin the visitor sees when the app runs behind a proxy that sets x-forwarded-host/proto. */
function forwardedOrigin(request: Request): string | null {
  const host = request.headers.get("x-forwarded-host");
  if (!host) return null;
  const proto = request.headers.get("x-forwarded-proto") ?? "https";
  return `${proto.split(",")[0]?.trim()}://${host.split(",")[0]?.trim()}`;
}

/** The API path of a bridged URL (`/_api/account_service/user` -> `account_service/user`), or null. */
function apiPathOf(url: URL): string | null {
  if (!url.pathname.startsWith(SESSION_BRIDGE_PATH)) return null;
  // The site's trailing slash (the sites redirect paths without one) is not part of the API's path.
  const path = url.pathname.slice(SESSION_BRIDGE_PATH.length).replace(/\/$/, "");
  // Only plain relative paths: no way up out of the API's base path.
  if (!path || path.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return path;
}

/** The answer to an upload the API cut off mid-body (its size refusal's message, spec section 8). */
const UPLOAD_REFUSED = { status: 413, error: "PayloadTooLarge", message: "submitErrorFileSize" };

/**
 * Sends an upload's body to the API as it arrives (node:http, not fetch) and resolves with the
 * API's answer as soon as its head is in, even while the body is still being sent: the API
 * answers a refused upload (413) at once and closes the connection without reading the rest,
 * and fetch would fail on the unsent rest (a 502 instead of the 413). After the answer, the
 * rest of the browser's body is dropped.
 */
function forwardUpload(
  target: URL,
  method: string,
  headers: Headers,
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = send(target, { method, headers: Object.fromEntries(headers), timeout: timeoutMs });
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let answered = false;
    let hasSent = false;
    source.once("data", () => (hasSent = true));
    const fail = (error: Error) => {
      if (answered) return;
      answered = true;
      source.destroy();
      outgoing.destroy();
      // The API closes an upload's connection mid-body only to refuse it for its size (413, then
      // the connection closed; apps/api core/uploads). On a loaded machine the closed connection
      // can fail the next write before its answer is read: it is that refusal, not a 502.
      const code = (error as NodeJS.ErrnoException).code;
      if (hasSent && (code === "EPIPE" || code === "ECONNRESET")) {
        resolve(
          new Response(JSON.stringify(UPLOAD_REFUSED), {
            status: 413,
            headers: { "content-type": "application/json" },
          }),
        );
        return;
      }
      reject(error);
    };
    outgoing.on("timeout", () => fail(new Error("The API did not answer in time")));
    // After the answer, a write to a connection the API closed fails: expected, not the browser's error.
    outgoing.on("error", fail);
    source.on("error", fail);
    outgoing.once("response", (incoming: IncomingMessage) => {
      answered = true;
      source.unpipe(outgoing);
      source.destroy();
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === "string") responseHeaders.set(name, value);
      }
      incoming.on("error", () => undefined);
      // The connection of a body left unsent is of no further use.
      incoming.once("end", () => {
        if (!outgoing.writableFinished) outgoing.destroy();
      });
      resolve(
        new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, {
          status: incoming.statusCode ?? 502,
          headers: responseHeaders,
        }),
      );
    });
    source.pipe(outgoing);
  });
}

/** Creates the bridge's handler (one for every method). */
export function createSessionBridge(options: SessionBridgeOptions): (request: Request) => Promise<Response> {
  const base = options.apiBaseUrl.endsWith("/") ? options.apiBaseUrl : `${options.apiBaseUrl}/`;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 60_000;
  const uploadTimeoutMs = options.uploadTimeoutMs ?? 10 * 60_000;

  return async function bridge(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const apiPath = apiPathOf(url);
    if (!apiPath) return json(404, { message: "Not found", code: "notFound" });
    const cookies = parseCookies(request.headers.get("cookie"));
    const token = cookies.get(SESSION_COOKIE);
    const csrf = cookies.get(CSRF_COOKIE);

    if (MUTATING.has(request.method)) {
      if (!isSameOrigin(request, url)) return json(403, { message: "Forbidden", code: "csrf" });
      if (token) {
        const sent = request.headers.get(CSRF_HEADER) ?? "";
        if (!csrf || !sameText(sent, csrf)) return json(403, { message: "Forbidden", code: "csrf" });
      }
    } else if (request.method !== "GET" && request.method !== "HEAD") {
      return json(405, { message: "Method not allowed", code: "methodNotAllowed" });
    }

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    // An upload is streamed through: its declared length goes with it, so the API can refuse one
    // over its limit (413) before a byte is read (apps/api core/uploads). Chunked bodies stay chunked.
    const length = request.headers.get("content-length");
    if (MUTATING.has(request.method) && length && /^\d+$/.test(length) && !request.headers.has("transfer-encoding")) {
      headers.set("content-length", length);
    }
    const forwardedFor = request.headers.get("x-forwarded-for");
    if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
    const bearer = SELECT_CALL.test(apiPath) ? cookies.get(SELECTION_COOKIE) : token;
    if (bearer) headers.set("authorization", `Bearer ${bearer}`);

    const isUpload = MUTATING.has(request.method) && /^multipart\/form-data/i.test(headers.get("content-type") ?? "");
    let upstream: Response;
    try {
      const target = new URL(apiPath + url.search, base);
      upstream =
        isUpload && request.body && !options.fetch
          ? await forwardUpload(target, request.method, headers, request.body, uploadTimeoutMs)
          : await doFetch(target, {
              method: request.method,
              headers,
              body: MUTATING.has(request.method) ? request.body : undefined,
              // Streams the body through (uploads) instead of holding it in memory.
              ...(MUTATING.has(request.method) ? { duplex: "half" } : {}),
              redirect: "manual",
              signal: AbortSignal.timeout(isUpload ? uploadTimeoutMs : timeoutMs),
            });
    } catch {
      return json(502, { message: "The service did not answer", code: "badGateway" });
    }

    const setCookies: string[] = [];
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const isAccountCall = apiPath.startsWith("account_service/");
    let body: BodyInit | null = upstream.body;

    if (apiPath === LOGOUT_CALL || (apiPath === REFRESH_CALL && upstream.status === 401)) {
      setCookies.push(...clearedCookies(url));
    } else if (upstream.status === 401 && bearer === token && token) {
      setCookies.push(...clearedCookies(url));
    }

    const type = upstream.headers.get("content-type") ?? "";
    if (isAccountCall && upstream.ok && type.includes("application/json")) {
      const text = await upstream.text();
      body = text;
      try {
        const data = JSON.parse(text) as unknown;
        if (data && typeof data === "object" && !Array.isArray(data)) {
          const record = { ...(data as Record<string, unknown>) };
          let changed = false;
          if (typeof record.token === "string" && record.token) {
            setCookies.push(...sessionCookies(record.token, url, csrf, nowSeconds));
            const exp = expirySeconds(record.token);
            delete record.token;
            if (exp) record.expiresAt = new Date(exp * 1000).toISOString();
            changed = true;
          }
          if (typeof record.selectionToken === "string" && record.selectionToken) {
            setCookies.push(
              cookie(SELECTION_COOKIE, record.selectionToken, SELECTION_MAX_AGE_SECONDS, url, {
                httpOnly: true,
                sameSite: "Strict",
              }),
            );
            delete record.selectionToken;
            changed = true;
          }
          if (changed) body = JSON.stringify(record);
        }
      } catch {
        // Not JSON after all: passed on as it came.
      }
    }

    const responseHeaders = new Headers({ "cache-control": "no-store" });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    for (const value of setCookies) responseHeaders.append("set-cookie", value);
    return new Response(request.method === "HEAD" ? null : body, { status: upstream.status, headers: responseHeaders });
  };
}
