import { useLayoutEffect, useState, type ReactNode } from "react";
import { SESSION_BRIDGE_PATH, SESSION_HINT_COOKIE } from "@housing/contracts";

/*
 * The site's session bridge (`/_api/…`, useSessionHttp) as a story wants it: personal calls are
 * answered from the story's routes ("POST user_system/setpassword", "GET account_service/user")
 * instead of a site's server, and the visitor may carry the session hint cookie the personal
 * pages look for (removed again when the story goes). Other requests go to the real fetch.
 */

const PENDING = Symbol("pending");

/** Keeps the call open for as long as the story shows (a loading state). */
export const bridgePending = { [PENDING]: true } as const;

/** An answer with a status of its own (the API's refusals); a plain value is a 200 JSON body. */
export function bridgeAnswer(status: number, body: unknown) {
  return { status, body, isBridgeAnswer: true } as const;
}

/** An answer, or a function of the request's JSON body giving one. */
export type BridgeRoutes = Record<string, unknown>;

let routes: BridgeRoutes = {};
const LATENCY_MS = 150;

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null;
}

async function answer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(SESSION_BRIDGE_PATH.length).replace(/\/$/, "");
  const call = `${request.method} ${path}`;
  const route = routes[call];
  if (route === undefined) {
    console.warn(`[mock-session-bridge] no route for ${call}`);
    return Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
  }
  const body: unknown = request.method === "GET" ? undefined : await request.json().catch(() => undefined);
  const value: unknown = typeof route === "function" ? (route as (body: unknown) => unknown)(body) : route;
  if (isRecord(value) && PENDING in value) {
    return new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), {
        once: true,
      });
    });
  }
  await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
  if (isRecord(value) && value.isBridgeAnswer === true) {
    return Response.json(value.body, { status: value.status as number });
  }
  return Response.json(value);
}

const realFetch = globalThis.fetch.bind(globalThis);

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(SESSION_BRIDGE_PATH)) {
    return realFetch(input, init);
  }
  return answer(new Request(input, init));
};

const hintCookie = (value: string, expires?: string) =>
  `${SESSION_HINT_COOKIE}=${value}; path=/${expires ? `; expires=${expires}` : ""}`;

/** The story's bridge routes, and a logged-in visitor's session hint cookie when `isLoggedIn`. */
export function MockSessionBridge({
  routes: storyRoutes,
  isLoggedIn = false,
  children,
}: {
  routes: BridgeRoutes;
  isLoggedIn?: boolean;
  children: ReactNode;
}) {
  // Set before the first render and again on every (re)mount: a personal page without the cookie
  // would leave for the login. Layout effects run before the page's own effects do.
  const logIn = () => {
    if (isLoggedIn) document.cookie = hintCookie(encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString()));
  };
  useState(() => {
    routes = storyRoutes;
    logIn();
    return null;
  });
  useLayoutEffect(() => {
    routes = storyRoutes;
    logIn();
    return () => {
      if (isLoggedIn) document.cookie = hintCookie("", "Thu, 01 Jan 1970 00:00:00 GMT");
    };
  });
  return <>{children}</>;
}
