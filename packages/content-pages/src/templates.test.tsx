import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentBlock, PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { contentPagesMessages } from "./messages";
import { getSite } from "@housing/site-config";
import { ArticlePage, NotFoundPage, ServerErrorPage, StartPage } from "./index";

afterEach(cleanup);

const blocks: ContentBlock[] = [
  {
    id: "hero",
    type: "hero",
    heading: "Hem som håller",
    text: "Intro",
    cta: { label: "Sök bostad", href: "/sok-bostad/" },
  },
  { id: "hero2", type: "hero", heading: "Andra", text: "Mer" },
  { id: "facts", type: "facts", heading: "Siffror", facts: [{ value: "42", label: "projekt" }] },
  { id: "text", type: "text", paragraphs: ["Ett stycke."] },
];
const model = (overrides: Partial<PageViewModel> = {}): PageViewModel => ({
  templateName: "StartPage",
  siteVersion: "1",
  pageId: "p",
  objectId: null,
  canonical: "https://www.fjallvik.example/",
  title: "Fjällvik Bostad",
  description: "Om oss och våra hem",
  noIndex: false,
  showPlotType: false,
  showSemiDetachedHouseType: false,
  subMenu: [],
  images: [],
  blocks,
  ...overrides,
});

describe("StartPage", () => {
  it("gives the page exactly one h1, from the first hero", () => {
    render(<StartPage model={model()} site={getSite("se")} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Hem som håller"]);
    expect(screen.getByRole("heading", { level: 2, name: "Andra" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sök bostad" }).getAttribute("href")).toBe("/sok-bostad/");
  });

  it("uses the page title as h1 when no hero exists", () => {
    render(<StartPage model={model({ blocks: blocks.slice(2) })} site={getSite("se")} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Fjällvik Bostad");
  });
});

describe("ArticlePage", () => {
  it("shows title and description as the introduction", () => {
    render(<ArticlePage model={model({ title: "Om oss", blocks: blocks.slice(2) })} site={getSite("se")} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Om oss");
    expect(screen.getByText("Om oss och våra hem")).toBeTruthy();
  });
});

describe("error templates", () => {
  it("404 links to the site's start page in the site's language", () => {
    render(
      <TestI18nProvider locale="en" messages={[contentPagesMessages]}>
        <NotFoundPage startHref="/en/" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/en/");
  });

  it("500 offers a retry that calls back", () => {
    const onRetry = vi.fn();
    render(
      <TestI18nProvider locale="fi" messages={[contentPagesMessages]}>
        <ServerErrorPage startHref="/" onRetry={onRetry} />
      </TestI18nProvider>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
