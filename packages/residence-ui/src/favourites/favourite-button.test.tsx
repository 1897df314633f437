import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useAtomValue } from "jotai";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@housing/contracts";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient, type QueryToast } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { SESSION_HINT_EVENT } from "@housing/session/hint";
import { pendingFavourites } from "@housing/session/pending-signup";
import { TEST_BOARD_MEMBER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { toastsAtom } from "@housing/ui/toast";
import { FavouriteButton } from "./favourite-button";

/* The heart against the session bridge: logged out (waiting, login, replay), logged in (optimistic, rollback), board member. */

const STAGE = "6f1f8d0e-5c0b-5d8e-9c1a-2b3c4d5e6f70";
const HOME = "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b";
const NAME = "Spara Kvarteret Tallen som favorit";

type Answer = (body: unknown) => Response | Promise<Response>;

function stubBridge(answers: Record<string, Answer>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
      const call = `${request.method} ${path}`;
      const text = request.method === "GET" ? "" : await request.text();
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ call, body });
      const answer = answers[call];
      return answer ? answer(body) : Response.json({ error: "NotFound", message: "notFound" }, { status: 404 });
    }),
  );
  return calls;
}

function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <ul aria-label="toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

function renderHeart(session?: Session, props: { objectId?: string } = {}) {
  const toasts: QueryToast[] = [];
  render(
    <TestI18nProvider locale="sv">
      <ApiProvider
        baseUrl="http://api.test"
        siteKey="Jmse"
        queryClient={createQueryClient({ onToast: (toast) => toasts.push(toast) })}
      >
        <TestSessionProvider session={session}>
          <FavouriteButton stageId={STAGE} name="Kvarteret Tallen" {...props} />
          <Toasts />
        </TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>,
  );
  return toasts;
}

const heart = () => screen.getByRole("button", { name: NAME });
const favourites =
  (...entries: { stageId: string; objectId: string | null }[]) =>
  () =>
    Response.json({ favorites: entries.map((entry) => ({ ...entry, created: "2026-11-01T10:00:00Z" })) });
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
const setHint = () => {
  document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 3600}; Path=/`;
};

beforeAll(async () => {
  await import("./signed-in-favourite");
});
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
  window.history.replaceState(null, "", "/");
});

describe("the heart, logged out", () => {
  it("keeps the favourite in session storage and opens the login modal", () => {
    const calls = stubBridge({});
    renderHeart(undefined, { objectId: HOME });
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(window.location.hash).toBe("#open-login-private");
    expect(pendingFavourites()).toEqual([{ stageId: STAGE, objectId: HOME }]);
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    expect(pendingFavourites()).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("posts the waiting favourite after the login, with a notice", async () => {
    let list = favourites();
    const calls = stubBridge({
      "GET signup_service/favorites": () => list(),
      "POST signup_service/favorite": () => {
        list = favourites({ stageId: STAGE, objectId: null });
        return new Response(null, { status: 201 });
      },
    });
    renderHeart(authenticatedSession());
    fireEvent.click(heart());
    // The login sets the session cookies and announces them (auth-bankid's useSessionActions().refresh).
    act(() => {
      setHint();
      window.dispatchEvent(new Event(SESSION_HINT_EVENT));
    });
    expect(await screen.findByText("Favoriten du valde innan du loggade in är sparad.")).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith("POST"))).toEqual([
      { call: "POST signup_service/favorite", body: { stageId: STAGE, objectId: null } },
    ]);
    expect(pendingFavourites()).toEqual([]);
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
  });
  it("shows the posted favourite when the list's first answer was read before the post", async () => {
    let list = favourites();
    const posted = deferred();
    const calls = stubBridge({
      // The first list is read as the post leaves and answers after it: without the favourite.
      "GET signup_service/favorites": async () => {
        const answer = list();
        await posted.promise;
        await new Promise((done) => setTimeout(done, 50));
        return answer;
      },
      "POST signup_service/favorite": () => {
        list = favourites({ stageId: STAGE, objectId: null });
        posted.resolve();
        return new Response(null, { status: 201 });
      },
    });
    renderHeart(authenticatedSession());
    fireEvent.click(heart());
    act(() => {
      setHint();
      window.dispatchEvent(new Event(SESSION_HINT_EVENT));
    });
    expect(await screen.findByText("Favoriten du valde innan du loggade in är sparad.")).toBeTruthy();
    await waitFor(() => expect(calls.filter(({ call }) => call.startsWith("GET"))).toHaveLength(2));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
  });
});

describe("the heart, logged in", () => {
  it("shows the user's favourite and removes it at once", async () => {
    let list = favourites({ stageId: STAGE, objectId: null });
    const answer = deferred();
    const calls = stubBridge({
      "GET signup_service/favorites": () => list(),
      [`DELETE signup_service/favorite/${STAGE}/-`]: async () => {
        await answer.promise;
        list = favourites();
        return new Response(null, { status: 204 });
      },
    });
    setHint();
    renderHeart(authenticatedSession());
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(heart());
    // Off before the API has answered.
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    expect(calls.map(({ call }) => call)).toContain(`DELETE signup_service/favorite/${STAGE}/-`);
    answer.resolve();
    await waitFor(() => expect(calls.filter(({ call }) => call.startsWith("GET"))).toHaveLength(2));
    expect(heart().getAttribute("aria-pressed")).toBe("false");
  });

  it("goes back when the call fails, with the error toast", async () => {
    const answer = deferred();
    stubBridge({
      "GET signup_service/favorites": favourites(),
      "POST signup_service/favorite": async () => {
        await answer.promise;
        return Response.json({ status: 500, error: "Internal", message: "internal" }, { status: 500 });
      },
    });
    setHint();
    const toasts = renderHeart(authenticatedSession(), { objectId: HOME });
    await waitFor(() => expect(heart().getAttribute("aria-busy")).toBeNull());
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    answer.resolve();
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    await waitFor(() => expect(toasts[0]?.message).toBe("Det gick inte att ändra dina favoriter."));
  });
});

describe("a board member", () => {
  it("has no heart, asks for no favourites and drops what waited for the login", async () => {
    const calls = stubBridge({ "GET signup_service/favorites": favourites() });
    window.sessionStorage.setItem("housing:pending-favourites", JSON.stringify([{ stageId: STAGE, objectId: null }]));
    setHint();
    renderHeart(authenticatedSession(TEST_BOARD_MEMBER));
    await waitFor(() => expect(screen.queryByRole("button", { name: NAME })).toBeNull());
    expect(pendingFavourites()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
