import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiProvider } from "@housing/api-client/react";
import type { SiteConfig } from "@housing/site-config";

/*
 * The API as a story wants it: each <MockApi> gets a base URL of its own on a host that does not
 * exist, and the browser's fetch answers calls under it from the story's routes instead of the
 * network. The components call the api-client exactly as on a site, so their loading, empty and
 * error states come from the same code paths. Every other request goes to the real fetch.
 */

/** An answer: a JSON body (status 200), `failing(status)`, or `pending` (never answers). */
export type MockAnswer = unknown;
/**
 * API paths as the api-client calls them (`residence/search/premises`, `textsearch`) to their
 * answer, or to a function of the request's JSON body that gives one.
 */
export type MockRoutes = Record<string, MockAnswer>;

const PENDING = Symbol("pending");
const FAILING = Symbol("failing");

/** Keeps the request open for as long as the story shows (a loading state). */
export const pending = { [PENDING]: true } as const;

/** Answers with an HTTP error, as the API does when a service is down. */
export function failing(status = 503) {
  return { [FAILING]: status } as const;
}

const MOCK_ORIGIN = "https://api.storybook.invalid";
/** How long a mocked answer takes: long enough to see a loading state flash, short enough not to wait. */
const LATENCY_MS = 150;

const routesByBase = new Map<string, MockRoutes>();
let nextBase = 0;

function register(routes: MockRoutes): string {
  nextBase += 1;
  const baseUrl = `${MOCK_ORIGIN}/${nextBase}/`;
  routesByBase.set(baseUrl, routes);
  return baseUrl;
}

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null;
}

const aborted = () => new DOMException("The request was aborted", "AbortError");

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function answer(request: Request): Promise<Response> {
  const base = [...routesByBase.keys()].find((prefix) => request.url.startsWith(prefix));
  const routes = base === undefined ? undefined : routesByBase.get(base);
  const path = base === undefined ? request.url : request.url.slice(base.length).split("?")[0]!;
  const route = routes?.[path];
  if (route === undefined) {
    console.warn(`[mock-api] no route for ${request.method} ${path}`);
    return json(404, { title: "Not Found", status: 404, detail: `No mocked route for ${path}` });
  }
  const body: unknown = request.method === "GET" ? undefined : await request.json().catch(() => undefined);
  const value: unknown = typeof route === "function" ? (route as (body: unknown) => MockAnswer)(body) : route;

  await new Promise<void>((resolve, reject) => {
    if (isObject(value) && PENDING in value) {
      // Never resolves; an aborted request (the component moved on) rejects as the browser would.
      request.signal.addEventListener("abort", () => reject(aborted()), { once: true });
      return;
    }
    const timer = setTimeout(resolve, LATENCY_MS);
    request.signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(aborted());
      },
      { once: true },
    );
  });

  if (isObject(value) && FAILING in value) {
    const status = value[FAILING] as number;
    return json(status, { title: "Service Unavailable", status, detail: "The search service is down (Storybook)." });
  }
  return json(200, value);
}

const realFetch = globalThis.fetch.bind(globalThis);

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(MOCK_ORIGIN)) return realFetch(input, init);
  return answer(new Request(input, init));
};

export interface MockApiProps {
  site: SiteConfig;
  routes: MockRoutes;
  children: ReactNode;
}

/**
 * ApiProvider on mocked routes, with a query client of its own per story: no answers cached from
 * another story, and no retry, so an error shows at once (the sites retry once, spec section 9).
 */
export function MockApi({ site, routes, children }: MockApiProps) {
  const [baseUrl] = useState(() => register(routes));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <ApiProvider baseUrl={baseUrl} siteKey={site.key}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiProvider>
  );
}
