import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import type { Session } from "@housing/session";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { Header } from "../header";
import { renderIn, swedishAppLanguages, swedishNavigation } from "../test-utils";
import { headerUserInitials, headerUserOf } from "./session-user";

const se = getSite("se");

afterEach(cleanup);

function renderWithSession(session?: Session) {
  renderIn(
    "sv",
    <TestSessionProvider session={session}>
      <Header
        siteName={se.siteName}
        startHref="/"
        navigation={swedishNavigation}
        currentPath="/"
        site={se}
        languages={swedishAppLanguages}
        quickSearch={() => Promise.reject(new Error("not used"))}
      />
    </TestSessionProvider>,
  );
}

describe("the header's user button reads the session", () => {
  it("shows the login button to an anonymous visitor, as before", () => {
    renderWithSession();
    expect(screen.getByRole("button", { name: "Logga in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Användarmeny/ })).toBeNull();
  });

  it("shows a logged-in user's initials and first name, with favourites and notifications", () => {
    renderWithSession(authenticatedSession(TEST_USER));
    const userButton = screen.getByRole("button", { name: "Användarmeny, Astrid" });
    expect(userButton.textContent).toContain("AL");
    expect(userButton.querySelector("[aria-hidden='true']")?.textContent).toBe("AL");
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
    expect(screen.getByRole("link", { name: "Favoriter" })).toBeTruthy();
  });

  it("shows a board member by the association (spec section 6), without favourites", () => {
    renderWithSession(authenticatedSession(TEST_BOARD_MEMBER));
    expect(screen.getByRole("button", { name: "Användarmeny, BRF Fjällvik 3" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Favoriter" })).toBeNull();
  });
});

describe("headerUserOf", () => {
  it("maps the session's user to the header's, with initials", () => {
    expect(headerUserOf(null)).toBeNull();
    const user = headerUserOf(TEST_USER)!;
    expect(user).toEqual({ isBoardMember: false, firstName: "Astrid", lastName: "Lindqvist" });
    expect(headerUserInitials(user)).toBe("AL");
    expect(headerUserInitials(headerUserOf(TEST_BOARD_MEMBER)!)).toBe("BF");
    expect(headerUserInitials({ isBoardMember: false, firstName: "Anna" })).toBe("A");
  });
});
