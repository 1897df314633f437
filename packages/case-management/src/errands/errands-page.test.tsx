import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "@housing/api-client";
import type { PageViewModel, User } from "@housing/contracts";
import { getSite } from "@housing/site-config";
import { ErrandsPage, loadErrands } from "./errands-page";
import { ERRANDS } from "./testing";

const se = getSite("se");
const model = { templateName: "MyPagesErrandsPage", title: "Mina ärenden" } as unknown as PageViewModel;
const location = { path: "/mina-sidor/arenden/", query: "" };

afterEach(cleanup);

/** The API as the personal route's client reaches it: answers by path, the paths asked kept. */
function apiAnswering(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const http = createHttp({
    baseUrl: "http://api.test/",
    siteKey: se.key,
    fetch: vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\//, "").replace(/\/$/, "");
      asked.push(path);
      return answers[path]?.() ?? Response.json({ status: 404 }, { status: 404 });
    }),
  });
  return { http, asked };
}

const resident = { isBoardMember: false, brfAccount: null } as unknown as User;
const boardMember = { isBoardMember: true, brfAccount: null } as unknown as User;

describe("the errands page on the server", () => {
  it("loads a resident's own errands and a board member's association's (spec sections 6 and 7)", async () => {
    const api = apiAnswering({
      "case_management/customer/get_cases": () => Response.json({ cases: ERRANDS }),
      "case_management/cases": () => Response.json({ cases: [ERRANDS[0]] }),
    });
    await expect(loadErrands({ http: api.http, site: se, model, location, user: resident })).resolves.toEqual({
      variant: "customer",
      cases: ERRANDS,
    });
    await expect(loadErrands({ http: api.http, site: se, model, location, user: boardMember })).resolves.toEqual({
      variant: "board",
      cases: [ERRANDS[0]],
    });
    expect(api.asked).toEqual(["case_management/customer/get_cases", "case_management/cases"]);
  });

  it("keeps the variant when the list fails, so the browser fetches it and shows its error", async () => {
    const api = apiAnswering({
      "case_management/cases": () => Response.json({ status: 503 }, { status: 503 }),
    });
    await expect(loadErrands({ http: api.http, site: se, model, location, user: boardMember })).resolves.toEqual({
      variant: "board",
      cases: null,
    });
  });

  it("titles the page company errands for a board member", () => {
    const { unmount } = render(
      <ErrandsPage model={model} site={se} location={location} initialData={{ variant: "board", cases: null }} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Föreningens ärenden");
    unmount();
    render(
      <ErrandsPage model={model} site={se} location={location} initialData={{ variant: "customer", cases: [] }} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Mina ärenden");
  });
});
