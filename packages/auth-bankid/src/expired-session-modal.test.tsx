import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { SessionProvider } from "@housing/session/provider";
import { TEST_API_USER, TestSessionProvider } from "@housing/session/testing";
import { HeaderAccountProvider } from "@housing/session/header-account";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { isMyPagesPath } from "./expired-session-modal";
import { markSessionExpired } from "./expired-session-mark";
import { authBankidMessages } from "./messages";
import { testHeaderAccount } from "./test-utils";

const se = getSite("se");
const START = new Date("2026-11-25T10:00:00.000Z");
const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);

function setHint(expiry: Date) {
  document.cookie = `housing_session_hint=${Math.floor(expiry.getTime() / 1000)}; Path=/`;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL((input as Request).url).pathname;
    if (path.endsWith("/account_service/logout/")) {
      // What the session bridge does: the expired token gets a 401 and the cookies go.
      document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
      return Response.json({ status: 401, error: "Unauthorized", message: "loginRequired" }, { status: 401 });
    }
    return Response.json(TEST_API_USER);
  });
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
});

function renderFrame() {
  render(
    <TestSessionProvider>
      <TestI18nProvider locale="sv" messages={[authBankidMessages]}>
        <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
          <SessionProvider>
            <HeaderAccountProvider value={testHeaderAccount()}>
              <AccountButton site={se} />
            </HeaderAccountProvider>
          </SessionProvider>
        </ApiProvider>
      </TestI18nProvider>
    </TestSessionProvider>,
  );
}

/** The browser's clock passes the token's expiry, then the next 30-second check runs. */
async function expireAndCheck(expiry: Date) {
  vi.setSystemTime(new Date(expiry.getTime() + 60_000));
  await act(() => vi.advanceTimersByTimeAsync(30_000));
}

describe("the expired-session modal (spec sections 4 and 8)", () => {
  it("shows when the check finds the token expired, logs out and offers to log in again", async () => {
    const expiry = new Date(START.getTime() + 31 * 60_000);
    setHint(expiry);
    renderFrame();
    expect(await screen.findByRole("button", { name: "Användarmeny, Astrid" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await expireAndCheck(expiry);
    const dialog = await screen.findByRole("dialog", { name: "Din session har gått ut" });
    expect(dialog.textContent).toContain("Logga in igen för att fortsätta.");
    // Expired before a refresh was tried: the user once, then only the logout.
    expect(calls()).toEqual(["/_api/account_service/user/", "/_api/account_service/logout/"]);
    expect(document.cookie).not.toContain("housing_session_hint=");
    expect(screen.getByRole("button", { name: "Logga in" })).toBeTruthy();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole("button", { name: "Logga in igen" }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByRole("dialog", { name: "Din session har gått ut" })).toBeNull();
    expect(window.location.hash).toBe("#open-login-private");
  });

  it("renews a token with under 30 minutes left while it is still valid, and shows no modal", async () => {
    const expiry = new Date(START.getTime() + 40 * 60_000);
    setHint(expiry);
    renderFrame();
    expect(await screen.findByRole("button", { name: "Användarmeny, Astrid" })).toBeTruthy();
    vi.setSystemTime(new Date(START.getTime() + 15 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(calls()).toContain("/_api/account_service/login/refresh_token/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("on my pages leaves for the start page, where the modal shows", async () => {
    window.history.replaceState(null, "", "/mina-sidor/installningar/");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const expiry = new Date(START.getTime() + 31 * 60_000);
    setHint(expiry);
    renderFrame();
    expect(await screen.findByRole("button", { name: "Användarmeny, Astrid" })).toBeTruthy();
    await expireAndCheck(expiry);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls()).toContain("/_api/account_service/logout/");
    vi.restoreAllMocks();

    // The start page's load: the mark shows the modal once, to an anonymous visitor.
    cleanup();
    window.history.replaceState(null, "", "/");
    renderFrame();
    expect(await screen.findByRole("dialog", { name: "Din session har gått ut" })).toBeTruthy();
    cleanup();
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows nothing to a visitor who never had a session", async () => {
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("isMyPagesPath", () => {
  it("knows my pages and the pages under them", () => {
    expect(isMyPagesPath(se, "/mina-sidor/")).toBe(true);
    expect(isMyPagesPath(se, "/mina-sidor")).toBe(true);
    expect(isMyPagesPath(se, "/mina-sidor/dokument/")).toBe(true);
    expect(isMyPagesPath(se, "/")).toBe(false);
    expect(isMyPagesPath(se, "/mina-sidorna/")).toBe(false);
    markSessionExpired();
  });
});
