import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TextSearchHit, TextSearchResponse } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite } from "@housing/site-config";
import { textSearchScope, type TextSearchKind } from "./scope";
import { TextSearch, type TextSearchFn } from "./text-search";
import { searchMessages } from "../messages";

const swedish = getSite("se");

function hit(index: number, overrides: Partial<TextSearchHit> = {}): TextSearchHit {
  const title = `Lägenheter i kvarter ${index}`;
  const description = `…nya lägenheter med balkong, nummer ${index}…`;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    category: "residencial",
    title,
    description,
    url: `/sok-bostad/kvarter-${index}/`,
    language: "sv",
    publishedAt: "2026-03-21T08:00:00.000Z",
    image: null,
    _formatted: { title, description },
    ...overrides,
  };
}

function response(query: string, total: number, hits: TextSearchHit[], offset = 0): TextSearchResponse {
  return {
    hits,
    query,
    processingTimeMs: 1,
    limit: 25,
    offset,
    estimatedTotalHits: total,
    facetDistribution: { category: total > 0 ? { residencial: total - 2, news: 1, content: 1 } : {} },
  };
}

const pageOf = (query: string, total: number, page = 1) =>
  response(
    query,
    total,
    Array.from({ length: Math.min(25, total - (page - 1) * 25) }, (_, index) => hit((page - 1) * 25 + index + 1)),
    (page - 1) * 25,
  );

interface RenderOptions {
  query?: string;
  kind?: TextSearchKind;
  path?: string;
  initial?: TextSearchResponse;
}

function renderSearch(
  search: TextSearchFn,
  { query = "", kind = "text", path = "/sok/", initial }: RenderOptions = {},
) {
  window.history.replaceState(null, "", query ? `${path}?${query}` : path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return render(
    <QueryClientProvider client={client}>
      <TestI18nProvider locale="sv" messages={[searchMessages]}>
        <TextSearch
          scope={textSearchScope(swedish, kind)}
          path={path}
          query={query}
          initial={initial ? { key: query, response: initial } : undefined}
          search={search}
        />
      </TestI18nProvider>
    </QueryClientProvider>,
  );
}

const searchbox = () => screen.getByRole("searchbox", { name: "Vad letar du efter?" });
const status = () => screen.getByRole("status");

async function submit(text: string) {
  fireEvent.change(searchbox(), { target: { value: text } });
  await act(async () => {
    fireEvent.submit(screen.getByRole("search"));
  });
}

beforeEach(() => window.history.replaceState(null, "", "/"));
afterEach(cleanup);

describe("TextSearch", () => {
  it("shows the server's first results without asking again, with highlights, counts and pages", () => {
    const search = vi.fn<TextSearchFn>();
    renderSearch(search, { query: "s=l%C3%A4genheter", initial: pageOf("lägenheter", 68) });
    expect(search).not.toHaveBeenCalled();
    expect(status().textContent).toBe("68 träffar för ”lägenheter”, sida 1 av 3");
    expect(document.querySelectorAll("ol > li")).toHaveLength(25);
    const first = screen.getByRole("link", { name: "Lägenheter i kvarter 1" });
    expect(first.getAttribute("href")).toBe("/sok-bostad/kvarter-1/");
    expect(first.querySelector("mark")?.textContent).toBe("Lägenheter");

    const categories = within(screen.getByRole("navigation", { name: "Kategorier" }));
    expect(categories.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Alla (68)",
      "Bostäder (66)",
      "Nyheter (1)",
      "Innehåll (1)",
      "Karriär (0)",
    ]);
    expect(categories.getByRole("link", { name: "Alla (68)" }).getAttribute("aria-current")).toBe("true");
    expect(categories.getByRole("link", { name: "Nyheter (1)" }).getAttribute("href")).toBe(
      "/sok/?s=l%C3%A4genheter&category=news",
    );

    const pages = within(screen.getByRole("navigation", { name: "Sidor" }));
    expect(pages.getByRole("link", { name: "Sida 1" }).getAttribute("aria-current")).toBe("page");
    expect(pages.getByRole("link", { name: "Sida 3" }).getAttribute("href")).toBe("/sok/?s=l%C3%A4genheter&page=3");
    expect(pages.getByRole("link", { name: "Nästa" }).getAttribute("href")).toBe("/sok/?s=l%C3%A4genheter&page=2");
    expect(pages.queryByRole("link", { name: "Föregående" })).toBeNull();
  });

  it("searches on submit, puts the search in the address and announces the count", async () => {
    const search = vi.fn<TextSearchFn>((request) => Promise.resolve(pageOf(request.text, 3)));
    renderSearch(search);
    expect(screen.getByText(/Skriv ett eller flera ord/)).toBeTruthy();
    await submit("  ekudden ");
    expect(window.location.pathname + window.location.search).toBe("/sok/?s=ekudden");
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toMatchObject({ text: "ekudden", skip: 0, take: 25, sortType: "relevance" });
    await waitFor(() => expect(status().textContent).toBe("3 träffar för ”ekudden”"));
    expect(screen.getByRole("heading", { level: 2, name: "Sökresultat" })).toBeTruthy();
  });

  it("tells an empty search inline instead of searching", async () => {
    const search = vi.fn<TextSearchFn>();
    renderSearch(search);
    await submit("   ");
    expect(search).not.toHaveBeenCalled();
    expect(window.location.search).toBe("");
    expect(searchbox().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(searchbox());
    const message = document.getElementById(searchbox().getAttribute("aria-describedby")!);
    expect(message?.textContent).toBe("Skriv vad du letar efter.");
  });

  it("tells a search over 200 characters inline, also when it came in the address", () => {
    const search = vi.fn<TextSearchFn>();
    renderSearch(search, { query: `s=${"a".repeat(210)}` });
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText("Skriv högst 200 tecken. Du har skrivit 210.")).toBeTruthy();
    expect((searchbox() as HTMLInputElement).value).toHaveLength(210);
  });

  it("shows a failure as an alert, keeps the form usable, and tries again", async () => {
    let isDown = true;
    const search = vi.fn<TextSearchFn>((request) =>
      isDown ? Promise.reject(new Error("Search service down")) : Promise.resolve(pageOf(request.text, 2)),
    );
    renderSearch(search);
    await submit("rapport");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Söktjänsten fungerar inte just nu.");
    expect((searchbox() as HTMLInputElement).disabled).toBe(false);
    isDown = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole("button", { name: "Försök igen" }));
    });
    await waitFor(() => expect(status().textContent).toBe("2 träffar för ”rapport”"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tells when nothing was found, with tips", async () => {
    renderSearch((request) => Promise.resolve(response(request.text, 0, [])));
    await submit("xyzzy");
    await waitFor(() => expect(status().textContent).toBe("Inga resultat för ”xyzzy”"));
    expect(screen.getByText("Kontrollera stavningen.")).toBeTruthy();
    // Nothing to narrow down: no categories, no sort.
    expect(screen.queryByRole("navigation", { name: "Kategorier" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Sortera" })).toBeNull();
  });

  it("changes page in place, moves focus to the results heading, and Back restores the first page", async () => {
    const search = vi.fn<TextSearchFn>((request) => Promise.resolve(pageOf(request.text, 68, request.skip! / 25 + 1)));
    renderSearch(search, { query: "s=l%C3%A4genheter", initial: pageOf("lägenheter", 68) });
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Sida 2" }));
    });
    expect(window.location.search).toBe("?s=l%C3%A4genheter&page=2");
    expect(search.mock.calls.at(-1)![0]).toMatchObject({ skip: 25 });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Sökresultat" }));
    await waitFor(() => expect(status().textContent).toBe("68 träffar för ”lägenheter”, sida 2 av 3"));
    expect(screen.getByRole("link", { name: "Lägenheter i kvarter 26" })).toBeTruthy();

    await act(async () => {
      window.history.replaceState(null, "", "/sok/?s=l%C3%A4genheter");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(status().textContent).toBe("68 träffar för ”lägenheter”, sida 1 av 3"));
    expect(screen.getByRole("link", { name: "Lägenheter i kvarter 1" })).toBeTruthy();
  });

  it("narrows to a category through its link and keeps it for the next search", async () => {
    const search = vi.fn<TextSearchFn>((request) => Promise.resolve(pageOf(request.text, 4)));
    renderSearch(search, { query: "s=brf", initial: pageOf("brf", 4) });
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Nyheter (1)" }));
    });
    expect(window.location.search).toBe("?s=brf&category=news");
    expect(search.mock.calls.at(-1)![0]).toMatchObject({ categories: ["news"] });
    await submit("takfest");
    expect(window.location.search).toBe("?s=takfest&category=news");
  });

  it("searches the corporate scope without homes", async () => {
    const search = vi.fn<TextSearchFn>((request) => Promise.resolve(pageOf(request.text, 3)));
    renderSearch(search, { kind: "corporate", path: "/om-oss/sok/" });
    expect(screen.getByText(/Sök bland koncernens sidor/)).toBeTruthy();
    await submit("årsredovisning");
    expect(window.location.pathname + window.location.search).toBe("/om-oss/sok/?s=%C3%A5rsredovisning");
    expect(search.mock.calls[0]![0]).toMatchObject({ categories: ["news", "content", "career"], languages: ["sv"] });
    const categories = within(await screen.findByRole("navigation", { name: "Kategorier" }));
    expect(categories.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Alla (2)",
      "Nyheter (1)",
      "Innehåll (1)",
      "Karriär (0)",
    ]);
  });

  it("is a GET form to the page itself, so it works before any script has run", () => {
    renderSearch(vi.fn<TextSearchFn>(), { path: "/hae/" });
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/hae/");
    expect(form.getAttribute("method")).toBe("get");
    expect(searchbox().getAttribute("name")).toBe("s");
  });

  it("dates news and shows the address of each hit", () => {
    const news = hit(1, { category: "news", title: "Takfest", _formatted: { title: "Takfest", description: "Fest" } });
    renderSearch(vi.fn<TextSearchFn>(), { query: "s=takfest", initial: response("takfest", 1, [news]) });
    const item = screen.getByRole("link", { name: "Takfest" }).closest("li")!;
    expect(within(item).getByText("Nyheter")).toBeTruthy();
    expect(item.querySelector("time")?.textContent).toBe("Publicerad 2026-03-21");
    expect(within(item).getByText("/sok-bostad/kvarter-1/")).toBeTruthy();
  });
});
