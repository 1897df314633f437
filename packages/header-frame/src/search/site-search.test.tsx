import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TextSearchResponse } from "@housing/contracts";
import { hit, renderIn } from "../test-utils";
import { SiteSearch } from "./site-search";
import { QUICK_SEARCH_DEBOUNCE_MS, type QuickSearchFn } from "./use-quick-search";

const SITE_ID = "16920432-7683-5315-96ed-9fee9c64bec5";

function response(query: string, hits: TextSearchResponse["hits"]): TextSearchResponse {
  return { hits, query, processingTimeMs: 1, limit: 3, offset: 0, estimatedTotalHits: hits.length, facetDistribution: { category: {} } };
}

const fourHits = [hit("Ekudden", "/ekudden/"), hit("Ekbacken", "/ekbacken/"), hit("Eken", "/eken/"), hit("Ekdalen", "/ekdalen/")];

function renderSearch(search: QuickSearchFn) {
  renderIn("sv", <SiteSearch siteId={SITE_ID} fullSearchPath="/sok/" search={search} />);
  return screen.getByRole("searchbox", { name: "Vad letar du efter?" });
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {});
}

async function waitOutDebounce(ms = QUICK_SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SiteSearch", () => {
  it("does not search below 2 characters", async () => {
    const search = vi.fn<QuickSearchFn>();
    const input = renderSearch(search);
    await type(input, "e");
    await waitOutDebounce(1000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Skriv minst 2 tecken för att se förslag.");
  });

  it("searches once, 300 ms after the last keystroke, and shows 3 hits and the full-search link", async () => {
    const search = vi.fn<QuickSearchFn>((text) => Promise.resolve(response(text, fourHits)));
    const input = renderSearch(search);
    await type(input, "ek");
    await waitOutDebounce(QUICK_SEARCH_DEBOUNCE_MS - 1);
    await type(input, "eku");
    await waitOutDebounce(QUICK_SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("Söker …");

    await waitOutDebounce(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe("eku");
    expect(screen.getByRole("list", { name: "Förslag" }).querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("status").textContent).toBe("3 träffar för ”eku”");
    expect(screen.getByRole("link", { name: "Visa alla resultat för ”eku”" }).getAttribute("href")).toBe("/sok/?s=eku");
  });

  it("tells when nothing was found", async () => {
    const input = renderSearch((text) => Promise.resolve(response(text, [])));
    await type(input, "xyz");
    await waitOutDebounce();
    expect(screen.getByRole("status").textContent).toBe("Inga resultat för ”xyz”.");
  });

  it("tells when the search failed", async () => {
    const input = renderSearch(() => Promise.reject(new Error("Search service down")));
    await type(input, "ekudden");
    await waitOutDebounce();
    expect(screen.getByRole("status").textContent).toBe("Sökningen fungerar inte just nu. Försök igen om en stund.");
  });

  it("submits to the full search page with the query as s", () => {
    const input = renderSearch(vi.fn<QuickSearchFn>());
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/sok/");
    expect(input.getAttribute("name")).toBe("s");
  });
});
