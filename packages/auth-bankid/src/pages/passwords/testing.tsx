import { render } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { SESSION_HINT_COOKIE, type PageViewModel } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { authBankidPagesMessages } from "../messages";

/*
 * The password pages under test: the Swedish site's messages and providers, and the session
 * bridge's calls answered by `routes` ("POST user_system/setpassword" → a Response, or a function
 * of the request's JSON body giving one). Every call is recorded.
 */

export const SE = getSite("se");

export type Route = Response | ((body: unknown) => Response);
export interface Sent {
  call: string;
  body: unknown;
}

export function stubBridge(routes: Record<string, Route>): { sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
    const call = `${request.method} ${path}`;
    const text = request.method === "GET" ? "" : await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    sent.push({ call, body });
    const route = routes[call];
    if (!route) return Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
    return (typeof route === "function" ? route(body) : route).clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent };
}

/** The API's refusal of a field (400 with field errors). */
export function refusal(field: string, key: string, message = key): Response {
  return Response.json(
    { status: 400, error: "InvalidInput", message, fieldErrors: { [field]: [key] } },
    { status: 400 },
  );
}

export const OK = () => Response.json({ status: "Ok" });

export function model(title: string): PageViewModel {
  return {
    templateName: "Page",
    siteVersion: "1",
    pageId: "page",
    objectId: null,
    canonical: "/",
    title,
    description: "",
    noIndex: true,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
  };
}

/** A visitor with (or without) the session hint cookie the personal pages look for. */
export function setSessionCookie(isPresent: boolean): void {
  document.cookie = isPresent
    ? `${SESSION_HINT_COOKIE}=${encodeURIComponent("2026-11-25T12:00:00.000Z")}; path=/`
    : `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function renderPage(Page: ComponentType<TemplateProps>, props: { title: string; query?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestI18nProvider locale="sv" messages={[authBankidPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={SE.key} queryClient={queryClient}>
        <TestSessionProvider>
          <Page model={model(props.title)} site={SE} location={{ path: "/", query: props.query ?? "" }} />
        </TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>,
  );
}
