import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite } from "@housing/site-config";
import { searchMessages } from "../messages";
import { SaveSearch } from "./save-search";

const se = getSite("se");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "housing_session_hint=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

/** The readable session hint a login sets: expiry and the token's claims. */
function logIn(loginType: string) {
  const claims = btoa(
    JSON.stringify({ bank_id: false, login_method: "email", login_type: loginType, association: null, site: "jmse" }),
  )
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 3600}.${claims}; path=/`;
}

function stubApi(answer: (body: unknown) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const body: unknown = JSON.parse(await request.text());
      const url = new URL(request.url);
      calls.push({ url: `${request.method} ${url.pathname}${url.search}`, body });
      return answer(body);
    }),
  );
  return calls;
}

function renderSave() {
  render(
    <TestI18nProvider locale="sv" messages={[searchMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={se.key} queryClient={createQueryClient()}>
        <SaveSearch site={se} query="q=uppsala&minRooms=3" />
      </ApiProvider>
    </TestI18nProvider>,
  );
}

describe("save this search", () => {
  it("is not offered to an anonymous visitor or a board member", () => {
    renderSave();
    expect(screen.queryByRole("button", { name: "Spara sökningen" })).toBeNull();
    cleanup();
    logIn("board_member");
    renderSave();
    expect(screen.queryByRole("button", { name: "Spara sökningen" })).toBeNull();
  });

  it("saves the search's query under a name checked by the contract's rules, by keyboard", async () => {
    logIn("private");
    const calls = stubApi((body) =>
      Response.json(
        {
          id: "s1",
          ...(body as object),
          url: "/sok-bostad/?q=uppsala&minRooms=3",
          createdAt: "2026-11-27T12:00:00Z",
          lastAlertAt: null,
          matchCount: 0,
        },
        { status: 201 },
      ),
    );
    renderSave();
    screen.getByRole("button", { name: "Spara sökningen" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Namn på sökningen/));
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Fyll i fältet.")).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.keyboard("Treor i Uppsala{Enter}");
    expect(await screen.findByText(/Sökningen är sparad/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till sparade sökningar" }).getAttribute("href")).toBe(
      "/mina-sidor/sparade-sokningar/",
    );
    expect(calls).toEqual([
      {
        url: "POST /_api/my_pages/saved_searches/?siteKey=Jmse",
        body: { name: "Treor i Uppsala", query: "q=uppsala&minRooms=3" },
      },
    ]);
  });

  it("keeps the name and says so when the API refuses", async () => {
    logIn("private");
    stubApi(() => Response.json({ status: 400, error: "InvalidInput", message: "limit" }, { status: 400 }));
    renderSave();
    await userEvent.click(screen.getByRole("button", { name: "Spara sökningen" }));
    await userEvent.keyboard("Treor{Enter}");
    expect(await screen.findByText("Det gick inte att spara sökningen. Försök igen.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Namn på sökningen/).value).toBe("Treor");
  });
});
