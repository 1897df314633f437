import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TagHit } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TagCombobox, type SuggestTags } from "./tag-combobox";
import { searchMessages } from "../messages";

const tag = (
  name: string,
  url: string,
  type: TagHit["type"],
  parentName: string | null,
  stageCount: number,
): TagHit => ({
  id: `00000000-0000-4000-8000-${String(stageCount).padStart(12, "0")}`,
  name,
  url,
  hasRental: false,
  type,
  parentName,
  stageCount,
});

afterEach(cleanup);

const attr = (element: Element, name: string) => element.getAttribute(name);

const county = tag("Stockholms län", "stockholms-lan", "county", null, 23);
const municipality = tag("Stockholm", "stockholms-lan/stockholm", "municipality", "Stockholms län", 15);
const area = tag("Nacka strand", "stockholms-lan/nacka/nacka-strand", "area", "Nacka", 1);

function Harness({ suggest, initial = [] }: { suggest: SuggestTags; initial?: TagHit[] }) {
  const [chosen, setChosen] = useState<TagHit[]>(initial);
  return (
    <TagCombobox
      chosen={chosen}
      onAdd={(added) => setChosen((tags) => [...tags, added])}
      onRemove={(removed) => setChosen((tags) => tags.filter((other) => other.url !== removed.url))}
      suggest={suggest}
      suggestKey="test"
    />
  );
}

function setup(suggest: SuggestTags, initial?: TagHit[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <TestI18nProvider locale="sv" messages={[searchMessages]}>
        <Harness suggest={suggest} initial={initial} />
      </TestI18nProvider>
    </QueryClientProvider>,
  );
  return { user, input: screen.getByRole("combobox", { name: "Län, kommun eller område" }) };
}

describe("TagCombobox", () => {
  it("waits for two characters and 300 ms before it asks for suggestions", async () => {
    const suggest = vi.fn<SuggestTags>().mockResolvedValue([county, municipality, area]);
    const { user, input } = setup(suggest);
    await user.type(input, "S");
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(suggest).not.toHaveBeenCalled();
    await user.type(input, "to");
    expect(suggest).not.toHaveBeenCalled();
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    expect(suggest.mock.calls[0]![0]).toBe("Sto");
  });

  it("shows each suggestion's type, parent and stage count, and is wired as a WAI-ARIA combobox", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([county, municipality, area]));
    expect(attr(input, "aria-expanded")).toBe("false");
    await user.type(input, "st");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(3);
    expect(attr(input, "aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(screen.getByRole("listbox").id);
    expect(options[1]?.textContent).toContain("Stockholm");
    expect(options[1]?.textContent).toContain("Kommun, Stockholms län · 15 projekt");
    expect(options[2]?.textContent).toContain("Område, Nacka · 1 projekt");
    expect(screen.getByRole("status").textContent).toContain("3 förslag");
  });

  it("moves with ArrowDown and ArrowUp, picks with Enter and keeps focus in the input", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([county, municipality, area]));
    await user.type(input, "st");
    const options = await screen.findAllByRole("option");
    expect(attr(input, "aria-activedescendant")).toBeNull();
    await user.keyboard("{ArrowDown}");
    expect(attr(input, "aria-activedescendant")).toBe(options[0]!.id);
    expect(attr(options[0]!, "aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    // Wraps from the last option back to the first.
    expect(attr(input, "aria-activedescendant")).toBe(options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(attr(input, "aria-activedescendant")).toBe(options[2]!.id);
    await user.keyboard("{ArrowUp}{Enter}");
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe("");
    expect(attr(input, "aria-expanded")).toBe("false");
    const chips = screen.getByRole("list", { name: "Valda platser" });
    expect(chips?.textContent).toContain("Stockholm");
    expect(screen.getByRole("button", { name: "Ta bort Stockholm" })).not.toBeNull();
  });

  it("does not pick on Enter before an option is active", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([county]));
    await user.type(input, "st");
    await screen.findAllByRole("option");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Valda platser" })).toBeNull();
    expect(attr(input, "aria-expanded")).toBe("true");
  });

  it("closes with Escape, then clears the text with a second Escape", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([county]));
    await user.type(input, "st");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(attr(input, "aria-expanded")).toBe("false");
    expect(attr(input, "aria-activedescendant")).toBeNull();
    expect((input as HTMLInputElement).value).toBe("st");
    await user.keyboard("{Escape}");
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("leaves chosen tags out of the suggestions and removes a chip by its button", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([county, municipality]), [county]);
    await user.type(input, "st");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(1);
    expect(options[0]?.textContent).toContain("Stockholm");
    await user.click(screen.getByRole("button", { name: "Ta bort Stockholms län" }));
    expect(screen.queryByRole("list", { name: "Valda platser" })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("says when no place matches", async () => {
    const { user, input } = setup(vi.fn<SuggestTags>().mockResolvedValue([]));
    await user.type(input, "zz");
    expect(await screen.findByText("Inga platser matchar")).not.toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Inga förslag");
  });
});

describe("TagCombobox taking over a field (the start page's box)", () => {
  it("starts with the text typed so far, takes focus, and suggests at once", async () => {
    const suggest = vi.fn<SuggestTags>(async () => [county, municipality]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <TestI18nProvider locale="sv" messages={[searchMessages]}>
          <TagCombobox
            chosen={[]}
            onAdd={onAdd}
            onRemove={() => undefined}
            suggest={suggest}
            suggestKey="start"
            initialText="Stock"
            hasInitialFocus
          />
        </TestI18nProvider>
      </QueryClientProvider>,
    );
    const input = screen.getByRole("combobox", { name: "Län, kommun eller område" });
    expect(input).toHaveProperty("value", "Stock");
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(attr(input, "aria-expanded")).toBe("true"));
    expect(suggest).toHaveBeenCalledWith("Stock", expect.any(AbortSignal));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onAdd).toHaveBeenCalledWith(county);
  });
});
