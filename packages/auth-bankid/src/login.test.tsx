import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { Header } from "../header";
import { renderIn, swedishNavigation } from "../test-utils";

const se = getSite("se");
const renderHeader = (code: "se" | "se-en" = "se") =>
  renderIn(
    "sv",
    <Header
      siteName={se.siteName}
      startHref="/"
      navigation={swedishNavigation}
      currentPath="/"
      site={getSite(code)}
      quickSearch={() => Promise.reject(new Error("not used"))}
    />,
  );

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("Login modal", () => {
  it("opens from the login button for a private login", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    const dialog = screen.getByRole("dialog", { name: "Logga in" });
    expect(within(dialog).getByText("Inloggning som: privatperson")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Till inloggningssidan" }).getAttribute("href")).toBe("/logga-in/");
  });

  it.each([
    ["open-login-private", "privatperson"],
    ["open-login-board", "styrelseledamot"],
    ["case-management-private", "privatperson, felanmälan"],
    ["case-management-board", "styrelseledamot, felanmälan"],
  ])("opens on load with #%s", (hash, type) => {
    window.history.replaceState(null, "", `/#${hash}`);
    renderHeader();
    expect(within(screen.getByRole("dialog", { name: "Logga in" })).getByText(`Inloggning som: ${type}`)).toBeTruthy();
  });

  it("opens on hashchange, with the type of the new hash", () => {
    renderHeader();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      window.history.replaceState(null, "", "/#case-management-board");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(within(screen.getByRole("dialog", { name: "Logga in" })).getByText("Inloggning som: styrelseledamot, felanmälan")).toBeTruthy();
  });

  it("ignores the hashes where the site has no login", () => {
    window.history.replaceState(null, "", "/#open-login-private");
    renderHeader("se-en");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
  });
});
