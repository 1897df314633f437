import { describe, expect, it, vi } from "vitest";
import { createHttp } from "@housing/api-client";
import type { PageViewModel } from "@housing/contracts";
import { BOARD_MEMBER, CUSTOMER, OVERVIEW, BOARD_OVERVIEW } from "@housing/my-pages/testing";
import { getSite } from "@housing/site-config";
import type { PageModelOutcome } from "./page-model";
import { resolvePersonalPage, type PersonalRouteDeps } from "./personal-route";

vi.mock("server-only", () => ({}));

/* The personal route's answers: login, 404 (out of the menu too) or the template with its data. */

const se = getSite("se");

/** An API on a stubbed fetch: answers by "METHOD path" (without the query); anything else is a 404. */
function api(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search} ${request.headers.get("authorization")}`);
    const answer = answers[`${request.method} ${url.pathname}`];
    return answer ? answer() : Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
  });
  const http = createHttp({ baseUrl: "http://api.test", siteKey: se.key, fetch, getToken: () => "token" });
  return { http, calls };
}

function model(templateName: string): PageViewModel {
  return { templateName, title: "Mina sidor", noIndex: true } as unknown as PageViewModel;
}

function deps(http: ReturnType<typeof api>["http"] | null, templateName: string | null): PersonalRouteDeps {
  return {
    sessionHttp: async () => http,
    loadModel: async (_site, path, query): Promise<PageModelOutcome> =>
      templateName ? { kind: "page", path, query, model: model(templateName) } : { kind: "notFound", model: null },
  };
}

describe("the personal route", () => {
  it("sends a visitor without a session, or with one the API refuses, to the login with the page as referrer", async () => {
    await expect(
      resolvePersonalPage(se, "/mina-sidor/kontakt/", "a=1", deps(null, "MyPagesContactPage")),
    ).resolves.toEqual({
      kind: "login",
      href: "/logga-in/?referrer=%2Fmina-sidor%2Fkontakt%2F%3Fa%3D1",
    });
    const refused = api({ "GET /account_service/user": () => Response.json({ status: 401 }, { status: 401 }) });
    await expect(resolvePersonalPage(se, "/mina-sidor/", "", deps(refused.http, "MyPagesMainPage"))).resolves.toEqual({
      kind: "login",
      href: "/logga-in/?referrer=%2Fmina-sidor%2F",
    });
  });

  it("answers 404 for a page out of the user's menu, and for paths that are not my pages", async () => {
    const karin = api({ "GET /account_service/user": () => Response.json(BOARD_MEMBER) });
    // Spec section 2: the VIP page is hidden for board members, my residences too.
    await expect(resolvePersonalPage(se, "/mina-sidor/vip/", "", deps(karin.http, "MyPagesVipPage"))).resolves.toEqual({
      kind: "notFound",
    });
    await expect(
      resolvePersonalPage(se, "/mina-sidor/mina-bostader/", "", deps(karin.http, "MyPagesResidencesPage")),
    ).resolves.toEqual({ kind: "notFound" });
    await expect(resolvePersonalPage(se, "/sok-bostad/", "", deps(karin.http, "SearchPage"))).resolves.toEqual({
      kind: "notFound",
    });
    await expect(
      resolvePersonalPage(getSite("contractor"), "/mina-sidor/", "", deps(karin.http, "MyPagesMainPage")),
    ).resolves.toEqual({ kind: "notFound" });
    await expect(resolvePersonalPage(se, "/mina-sidor/finns-inte/", "", deps(karin.http, null))).resolves.toEqual({
      kind: "notFound",
    });
  });

  it("renders the user's variant with its data, loaded with the user's token", async () => {
    const anna = api({
      "GET /account_service/user": () => Response.json(CUSTOMER),
      "GET /my_pages/overview": () => Response.json(OVERVIEW),
    });
    const page = await resolvePersonalPage(se, "/mina-sidor/", "", deps(anna.http, "MyPagesMainPage"));
    expect(page).toMatchObject({ kind: "page", model: { templateName: "MyPagesMainPage" }, user: { id: CUSTOMER.id } });
    expect(page.kind === "page" && page.initialData).toMatchObject({ overview: { favouriteCount: 2 } });
    expect(anna.calls).toEqual([
      "GET /account_service/user Bearer token",
      "GET /my_pages/overview?siteKey=Jmse Bearer token",
    ]);

    // The page row names the resident's overview; a board member gets theirs.
    const karin = api({
      "GET /account_service/user": () => Response.json(BOARD_MEMBER),
      "GET /my_pages/board_overview": () => Response.json(BOARD_OVERVIEW),
    });
    const board = await resolvePersonalPage(se, "/mina-sidor/", "", deps(karin.http, "MyPagesMainPage"));
    expect(board).toMatchObject({ kind: "page", model: { templateName: "MyPagesBoardMemberPage" } });
  });

  it("answers a data load the API refuses with the login, and a missing one with 404", async () => {
    const expired = api({
      "GET /account_service/user": () => Response.json(CUSTOMER),
      "GET /my_pages/contacts": () => Response.json({ status: 403 }, { status: 403 }),
    });
    await expect(
      resolvePersonalPage(se, "/mina-sidor/kontakt/", "", deps(expired.http, "MyPagesContactPage")),
    ).resolves.toEqual({ kind: "login", href: "/logga-in/?referrer=%2Fmina-sidor%2Fkontakt%2F" });
    const missing = api({ "GET /account_service/user": () => Response.json(CUSTOMER) });
    await expect(
      resolvePersonalPage(se, "/mina-sidor/nyheter/finns-inte/", "", deps(missing.http, "MyPagesNewsPage")),
    ).resolves.toEqual({ kind: "notFound" });
    expect(missing.calls.at(-1)).toBe("GET /my_pages/news/finns-inte?siteKey=Jmse Bearer token");
  });
});
