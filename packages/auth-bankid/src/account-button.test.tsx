import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { Session } from "@housing/session";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { SignedInAccount, userInitials } from "./signed-in-account";
import { renderInHeader } from "./test-utils";

const se = getSite("se");

// The consent gate beside the user button sends a user without consent away: kept here.
let replace: MockInstance<Location["replace"]>;
beforeEach(() => {
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  replace.mockRestore();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
});

function renderSignedIn(session?: Session) {
  return renderInHeader(
    <TestSessionProvider session={session}>
      <SignedInAccount site={se} />
    </TestSessionProvider>,
  );
}

describe("the account place reads the session", () => {
  it("shows the login button to an anonymous visitor and loads no session state", () => {
    renderInHeader(<AccountButton site={se} />);
    expect(screen.getByRole("button", { name: "Logga in" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Användarmeny/ })).toBeNull();
  });

  it("with a session cookie, shows the login button until the session is known", async () => {
    document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 1800}; Path=/`;
    // The page's API client: the expired-session watch (loaded with a session cookie) logs out through it.
    renderInHeader(
      <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
        <TestSessionProvider session={authenticatedSession(TEST_USER)}>
          <AccountButton site={se} />
        </TestSessionProvider>
      </ApiProvider>,
    );
    expect(await screen.findByRole("button", { name: "Användarmeny, Astrid" })).toBeTruthy();
  });

  it("shows a logged-in user's initials and first name, and tells the header who it is", async () => {
    const account = renderSignedIn(authenticatedSession(TEST_USER));
    const userButton = screen.getByRole("button", { name: "Användarmeny, Astrid" });
    expect(userButton.querySelector("[aria-hidden='true']")?.textContent).toBe("AL");
    expect(userButton.getAttribute("aria-controls")).toBe("user-menu");
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
    await waitFor(() => expect(account.setUser).toHaveBeenCalledWith(TEST_USER));
  });

  it("holds the consent gate: a user without consent for the site goes to the consent page", async () => {
    renderSignedIn(authenticatedSession({ ...TEST_USER, consentSiteIds: [] }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^\/samtycke\/\?referrer=/)));
    replace.mockClear();
    cleanup();
    renderSignedIn(authenticatedSession(TEST_USER));
    expect(screen.getByRole("button", { name: "Användarmeny, Astrid" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows a board member by the association (spec section 6)", () => {
    renderSignedIn(authenticatedSession(TEST_BOARD_MEMBER));
    expect(screen.getByRole("button", { name: "Användarmeny, BRF Fjällvik 3" })).toBeTruthy();
  });

  it("shows the login button while nobody is logged in", () => {
    const account = renderSignedIn();
    expect(screen.getByRole("button", { name: "Logga in" })).toBeTruthy();
    expect(account.setUser).toHaveBeenCalledWith(null);
  });

  it("draws the initials of the association for a board member, else of the first and last name", () => {
    expect(userInitials(TEST_USER)).toBe("AL");
    expect(userInitials(TEST_BOARD_MEMBER)).toBe("BF");
  });
});
