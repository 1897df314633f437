import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createQueryClient } from "@housing/api-client/query-client";
import { ANONYMOUS_SESSION, type Session } from "@housing/session";
import { SESSION_QUERY_KEY, useSessionActions } from "@housing/session/client";
import { TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { useLoginWithoutSession } from "./without-session";

const se = getSite("se");
let replace: MockInstance<Location["replace"]>;

beforeEach(() => {
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/mina-sidor/");
  document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 1800}; Path=/`;
});
afterEach(() => {
  cleanup();
  replace.mockRestore();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
  window.history.replaceState(null, "", "/");
});

/** A personal page with a logout button (the session's clear(), as my pages' logout does). */
function Page() {
  useLoginWithoutSession(se);
  const { clear } = useSessionActions();
  return (
    <button type="button" onClick={clear}>
      logout
    </button>
  );
}

function renderPage(session?: Session) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TestSessionProvider session={session}>
        <Page />
      </TestSessionProvider>
    </QueryClientProvider>,
  );
  return { queryClient };
}

const LOGIN = "/logga-in/?referrer=%2Fmina-sidor%2F";

describe("a personal page without a session", () => {
  it("goes to the login at once without a session cookie", async () => {
    document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
    renderPage();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(LOGIN));
  });

  it("waits for the session check while a cookie exists, and goes when it finds nobody", async () => {
    const { queryClient } = renderPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
    act(() => {
      queryClient.setQueryData(SESSION_QUERY_KEY, ANONYMOUS_SESSION);
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(LOGIN));
  });

  it("stays when the page had a session that ended (a logout goes on by itself)", async () => {
    const { queryClient } = renderPage(authenticatedSession(TEST_USER));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The logout: cookies gone, the page anonymous.
    document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
    act(() => {
      screen.getByRole("button", { name: "logout" }).click();
      queryClient.setQueryData(SESSION_QUERY_KEY, ANONYMOUS_SESSION);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replace).not.toHaveBeenCalled();
  });
});
