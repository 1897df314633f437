import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { applySessionAtom, sessionAtom } from "./atoms";
import { useIsSessionExpired, useSession, useSessionActions, useUser } from "./client";
import { SessionProvider } from "./provider";
import { TEST_API_USER, TEST_USER, authenticatedSession } from "./testing";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(Response.json(TEST_API_USER)));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
});

function Visitor() {
  const user = useUser();
  const session = useSession();
  return (
    <p>
      {user ? `${user.firstName} ${user.lastName}` : "anonymous"} ({session.status})
    </p>
  );
}

function renderPage(children: ReactNode, store = createStore()) {
  render(
    <Provider store={store}>
      <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
        <SessionProvider>{children}</SessionProvider>
      </ApiProvider>
    </Provider>,
  );
  return store;
}

describe("SessionProvider, useSession and useUser", () => {
  it("leave an anonymous visitor (no session cookie) anonymous and ask the API nothing", async () => {
    renderPage(<Visitor />);
    expect(screen.getByText("anonymous (anonymous)")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("check the session with the API when the session hint cookie exists, and show the user", async () => {
    const inThreeQuarters = Math.floor(Date.now() / 1000) + 2700; // 45 minutes: no refresh yet
    document.cookie = `housing_session_hint=${inThreeQuarters}; Path=/`;
    renderPage(<Visitor />);
    // The session's state loads after hydration (a dynamic import): slow on a busy machine.
    expect(await screen.findByText("Astrid Lindqvist (authenticated)")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0] as Request;
    // Through the site's own session bridge, which adds the token: the browser never has it.
    expect(request.url).toBe(`${window.location.origin}/_api/account_service/user/`);
    expect(request.headers.get("authorization")).toBeNull();
  });

  it("stay anonymous when the hint has expired, without a call", async () => {
    document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) - 10}; Path=/`;
    renderPage(<Visitor />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("anonymous (anonymous)")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the session atoms", () => {
  it("mark a session that ended while the page had it as expired (spec section 4), and a new login clears that", () => {
    const store = createStore();
    function Expired() {
      return <p>expired: {String(useIsSessionExpired())}</p>;
    }
    renderPage(<Expired />, store);
    expect(screen.getByText("expired: false")).toBeTruthy();
    act(() => store.set(applySessionAtom, authenticatedSession()));
    act(() => store.set(applySessionAtom, { status: "anonymous" }));
    expect(screen.getByText("expired: true")).toBeTruthy();
    act(() => store.set(applySessionAtom, authenticatedSession()));
    expect(screen.getByText("expired: false")).toBeTruthy();
  });

  it("useSessionActions().clear() makes the page anonymous at once (auth-bankid's logout)", async () => {
    const store = createStore();
    store.set(sessionAtom, authenticatedSession(TEST_USER));
    function Logout() {
      const { clear } = useSessionActions();
      return (
        <>
          <Visitor />
          <button type="button" onClick={clear}>
            Logga ut
          </button>
        </>
      );
    }
    renderPage(<Logout />, store);
    expect(screen.getByText("Astrid Lindqvist (authenticated)")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Logga ut" }).click());
    await waitFor(() => expect(screen.getByText("anonymous (anonymous)")).toBeTruthy());
  });
});

describe("the 30-second session check (spec sections 4 and 9)", () => {
  const START = new Date("2026-11-25T10:00:00.000Z");
  const setHint = (minutesFromStart: number) => {
    document.cookie = `housing_session_hint=${Math.floor(START.getTime() / 1000) + minutesFromStart * 60}; Path=/`;
  };
  afterEach(() => vi.useRealTimers());

  async function signedIn() {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
    const store = renderPage(
      <>
        <Visitor />
        <Expired />
      </>,
    );
    // The session's state loads after hydration (a dynamic import): slow on a busy machine.
    expect(await screen.findByText("Astrid Lindqvist (authenticated)")).toBeTruthy();
    return store;
  }
  function Expired() {
    return <p>expired: {String(useIsSessionExpired())}</p>;
  }
  const paths = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);

  it("ends a session whose expiry the browser's clock has passed, before any refresh is tried", async () => {
    setHint(31);
    await signedIn();
    vi.setSystemTime(new Date(START.getTime() + 32 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText("anonymous (anonymous)")).toBeTruthy();
    expect(screen.getByText("expired: true")).toBeTruthy();
    expect(paths()).toEqual(["/_api/account_service/user/"]);
  });

  it("reads the expiry anew at each check: a token renewed meanwhile keeps the session", async () => {
    setHint(31);
    await signedIn();
    setHint(91);
    vi.setSystemTime(new Date(START.getTime() + 32 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText("Astrid Lindqvist (authenticated)")).toBeTruthy();
    expect(screen.getByText("expired: false")).toBeTruthy();
    expect(paths()).toEqual(["/_api/account_service/user/", "/_api/account_service/user/"]);
  });
});
