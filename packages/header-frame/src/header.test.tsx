import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestI18nProvider } from "@housing/i18n/testing";
import { headerFrameMessages } from "./messages";
import { getSite } from "@housing/site-config";
import { FOCUS_TRAP_DELAY_MS } from "./foldouts/use-focus-trap";
import { Header, type HeaderProps } from "./header";
import { TestUserButton, renderIn, swedishAppLanguages, swedishNavigation } from "./test-utils";

const se = getSite("se");
const noSearch = async () => Promise.reject(new Error("not used"));

function renderHeader(props: Partial<HeaderProps> = {}) {
  return renderIn(
    "sv",
    <Header
      siteName={se.siteName}
      startHref="/"
      navigation={swedishNavigation}
      currentPath="/"
      site={se}
      languages={swedishAppLanguages}
      quickSearch={noSearch}
      {...props}
    />,
  );
}

const button = (name: string) => screen.getByRole("button", { name });
const foldoutOf = (name: string) => document.getElementById(button(name).getAttribute("aria-controls")!)!;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Header foldouts", () => {
  it("opens one foldout at a time, wired with aria-expanded and aria-controls", () => {
    renderHeader();
    fireEvent.click(button("Meny"));
    expect(button("Meny").getAttribute("aria-expanded")).toBe("true");
    expect(foldoutOf("Meny").hidden).toBe(false);
    expect(screen.getByRole("navigation", { name: "Huvudmeny" })).toBeTruthy();

    fireEvent.click(button("Sök"));
    expect(button("Sök").getAttribute("aria-expanded")).toBe("true");
    expect(button("Meny").getAttribute("aria-expanded")).toBe("false");
    expect(foldoutOf("Meny").hidden).toBe(true);
    expect(foldoutOf("Sök").hidden).toBe(false);
    expect(document.documentElement.getAttribute("data-foldout-open")).toBe("search");

    fireEvent.click(button("Sök"));
    expect(button("Sök").getAttribute("aria-expanded")).toBe("false");
    expect(document.documentElement.hasAttribute("data-foldout-open")).toBe(false);
  });

  it("closes on Escape and gives focus back to the button that opened it", () => {
    renderHeader();
    const language = button("Språk");
    language.focus();
    fireEvent.click(language);
    act(() => {
      vi.advanceTimersByTime(FOCUS_TRAP_DELAY_MS);
    });
    expect(foldoutOf("Språk").contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(language.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(language);
  });

  it("closes with its close button and returns focus", () => {
    renderHeader();
    fireEvent.click(button("Meny"));
    fireEvent.click(within(foldoutOf("Meny")).getByRole("button", { name: "Stäng" }));
    expect(button("Meny").getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button("Meny"));
  });

  it("keeps Tab and Shift+Tab inside the open foldout", () => {
    renderHeader();
    fireEvent.click(button("Språk"));
    act(() => {
      vi.advanceTimersByTime(FOCUS_TRAP_DELAY_MS);
    });
    const panel = foldoutOf("Språk");
    const close = within(panel).getByRole("button", { name: "Stäng" });
    const last = within(panel).getByRole("link", { name: "Suomi" });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);

    // A Tab from outside (before the focus moved in, or after a click elsewhere) lands inside too.
    button("Språk").focus();
    fireEvent.keyDown(button("Språk"), { key: "Tab" });
    expect(document.activeElement).toBe(close);
  });

  it("closes on a click outside, and a new page closes it without moving focus", () => {
    const { rerender } = renderHeader();
    fireEvent.click(button("Meny"));
    fireEvent.click(document.body);
    expect(button("Meny").getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(button("Meny"));
    rerender(
      <TestI18nProvider locale="sv" messages={[headerFrameMessages]}>
        <Header
          siteName={se.siteName}
          startHref="/"
          navigation={swedishNavigation}
          currentPath="/om-oss/"
          site={se}
          quickSearch={noSearch}
        />
      </TestI18nProvider>,
    );
    expect(screen.getByRole("button", { name: "Meny" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("stays open on a click inside it", () => {
    renderHeader();
    fireEvent.click(button("Meny"));
    fireEvent.click(foldoutOf("Meny"));
    expect(button("Meny").getAttribute("aria-expanded")).toBe("true");
  });
});

describe("Header quick links", () => {
  const quickLinks = () =>
    within(screen.getByRole("navigation", { name: "Genvägar" }))
      .getAllByRole("link")
      .map((link) => link.textContent);

  it("shows 2 quick links where search is enabled, the first of the main navigation", () => {
    renderHeader();
    expect(quickLinks()).toEqual(["Köpa bostad", "Om oss"]);
  });

  it("shows 3 quick links where search is off", () => {
    renderHeader({ site: getSite("se-en") });
    expect(quickLinks()).toEqual(["Köpa bostad", "Om oss", "Kundservice"]);
  });

  it.each(["corporate", "my-pages", "no-menu"] as const)("shows none in the %s header", (variant) => {
    renderHeader({ variant });
    expect(screen.queryByRole("navigation", { name: "Genvägar" })).toBeNull();
  });
});

describe("Header variants and switches", () => {
  it("no-menu shows the brand only", () => {
    renderHeader({ variant: "no-menu" });
    expect(screen.getByRole("link", { name: /Fjällvik Bostad/ })).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("my-pages links to my pages and has no site search", () => {
    renderHeader({ variant: "my-pages" });
    expect(screen.getByRole("link", { name: "Mina sidor" }).getAttribute("href")).toBe("/mina-sidor/");
    expect(screen.queryByRole("button", { name: "Sök" })).toBeNull();
  });

  it("has no account place (login button) where the site has no login", () => {
    const slots = { "header.account": <button type="button">Logga in</button> };
    renderHeader({ site: getSite("contractor"), languages: [], slots });
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
    expect(screen.getByRole("button", { name: "Sök" })).toBeTruthy();
  });

  it("shows the account place's filler where the site has login", () => {
    renderHeader({ slots: { "header.account": <button type="button">Logga in</button> } });
    expect(screen.getByRole("button", { name: "Logga in" })).toBeTruthy();
  });

  it("shows a logged-in visitor's notifications with their count and favourites beside the user button", () => {
    renderHeader({
      user: { isBoardMember: false, firstName: "Anna" },
      slots: { "header.account": <TestUserButton label="Användarmeny, Anna" /> },
      notifications: [
        { id: "n1", type: "VipPayment", title: "Handpenning att betala" },
        { id: "n2", type: "Case", title: "Ditt ärende har uppdaterats", errandId: "E-17" },
      ],
    });
    expect(button("Användarmeny, Anna")).toBeTruthy();
    expect(button("Notiser 2 nya")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Favoriter" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-bostader/#favourites",
    );
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();

    fireEvent.click(button("Notiser 2 nya"));
    const panel = foldoutOf("Notiser 2 nya");
    expect(within(panel).getByRole("link", { name: "Betala" }).getAttribute("href")).toBe("/mina-sidor/betalningar/");
    const caseLink = within(panel).getByRole("link", { name: "Visa ärende" });
    expect(caseLink.getAttribute("href")).toBe("/mina-sidor/arenden/?errandId=E-17");
    fireEvent.click(caseLink);
    expect(button("Notiser 2 nya").getAttribute("aria-expanded")).toBe("false");
  });

  it("shows a board member by association, without notifications or favourites", () => {
    renderHeader({
      user: { isBoardMember: true, associationName: "Brf Utsikten" },
      slots: { "header.account": <TestUserButton label="Användarmeny, Brf Utsikten" /> },
    });
    fireEvent.click(button("Användarmeny, Brf Utsikten"));
    const menu = foldoutOf("Användarmeny, Brf Utsikten");
    expect(within(menu).getByRole("link", { name: "Styrelseportalen" })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "Logga ut" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Notiser/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Favoriter" })).toBeNull();
  });

  it("links the fault report from the user menu in the user's role", () => {
    renderHeader({
      user: { isBoardMember: true, associationName: "Brf Utsikten" },
      slots: { "header.account": <TestUserButton label="Användarmeny, Brf Utsikten" /> },
    });
    fireEvent.click(button("Användarmeny, Brf Utsikten"));
    const link = within(foldoutOf("Användarmeny, Brf Utsikten")).getByRole("link", { name: "Felanmälan" });
    expect(link.getAttribute("href")).toBe("#case-management-board");
    fireEvent.click(link);
    expect(button("Användarmeny, Brf Utsikten").getAttribute("aria-expanded")).toBe("false");
  });
});
