import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_RANGES, type Session } from "@housing/contracts";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { setPendingInterest } from "@housing/session/pending-signup";
import { TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { contentPagesMessages } from "../../messages";
import { InterestSection } from "./interest-section";

/* A logged-in user's interest against the session bridge: one click, the no-e-mail refusal, the replay after login. */

const STAGE = "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50";
const HOME = "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b";

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

/** The API's interests list, changed by the POST and DELETE the page makes. */
function interestsApi(extra: Record<string, Answer> = {}) {
  let interests: { id: string; stageId: string; objectId: string | null; created: string }[] = [];
  return stubBridge({
    "GET signup_service/interests": () => Response.json({ interests }),
    "POST signup_service/interest": (body) => {
      const { stageId, objectId } = body as { stageId: string; objectId: string | null };
      interests = [{ id: "i-1", stageId, objectId, created: "2026-11-27T10:00:00Z" }];
      return new Response(null, { status: 201 });
    },
    [`DELETE signup_service/interest/${STAGE}/${HOME}`]: () => {
      interests = [];
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
}

function renderSection(session?: Session) {
  render(
    <TestI18nProvider locale="sv" messages={[contentPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
        <TestSessionProvider session={session}>
          <InterestSection stageId={STAGE} objectId={HOME} subject="Lgh 1102" roomsRange={SEARCH_RANGES.se.rooms} />
        </TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>,
  );
}

/** The one-click button, once the user's interests are known. */
async function oneClick() {
  const button = await screen.findByRole("button", { name: "Anmäl intresse" });
  await waitFor(() => expect(button.closest("form")?.getAttribute("aria-busy")).toBeNull());
  return button;
}

beforeAll(async () => {
  await import("./signed-in-interest");
});
beforeEach(() => {
  document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 3600}; Path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
});

describe("a logged-in user's interest", () => {
  it("is one click, and can be withdrawn", async () => {
    const calls = interestsApi();
    renderSection(authenticatedSession());
    fireEvent.click(await oneClick());
    expect(await screen.findByText("Din intresseanmälan för Lgh 1102 är skickad.")).toBeTruthy();
    expect(calls.find(({ call }) => call === "POST signup_service/interest")?.body).toEqual({
      stageId: STAGE,
      objectId: HOME,
      formEmail: "",
      email: "",
    });
    fireEvent.click(screen.getByRole("button", { name: "Ta tillbaka intresseanmälan" }));
    expect(await oneClick()).toBeTruthy();
    expect(calls.map(({ call }) => call)).toContain(`DELETE signup_service/interest/${STAGE}/${HOME}`);
  });

  it("asks for an e-mail when the user has none, with the buy-residence message, and sends it as formEmail", async () => {
    let hasEmail = false;
    const calls = interestsApi({
      "POST signup_service/interest": (body) => {
        if (!(body as { formEmail: string }).formEmail && !hasEmail) {
          return Response.json(
            { status: 400, error: "InvalidInput", message: "invalidInput", fieldErrors: { formEmail: ["email"] } },
            { status: 400 },
          );
        }
        hasEmail = true;
        return new Response(null, { status: 201 });
      },
    });
    renderSection(authenticatedSession());
    fireEvent.click(await oneClick());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Vi behöver din e-postadress för att kunna kontakta dig. Ange den och skicka igen.");
    const field = screen.getByLabelText(/^Din e-postadress/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: "anna@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Anmäl intresse" }));
    expect(screen.getByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeTruthy();
    fireEvent.change(field, { target: { value: " anna@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Anmäl intresse" }));
    await waitFor(() =>
      expect(calls.filter(({ call }) => call === "POST signup_service/interest").at(-1)?.body).toMatchObject({
        formEmail: "anna@example.com",
      }),
    );
    expect(calls.filter(({ call }) => call === "POST signup_service/interest")).toHaveLength(2);
  });

  it("sends the interest an anonymous answer kept, once the user has logged in", async () => {
    setPendingInterest({ stageId: STAGE, objectId: HOME, email: "anna@example.com" });
    const calls = interestsApi();
    renderSection(authenticatedSession());
    expect(await screen.findByText("Din intresseanmälan för Lgh 1102 är skickad.")).toBeTruthy();
    expect(calls.filter(({ call }) => call === "POST signup_service/interest").map(({ body }) => body)).toEqual([
      { stageId: STAGE, objectId: HOME, formEmail: "anna@example.com", email: "" },
    ]);
    expect(window.sessionStorage.getItem("housing:pending-interest")).toBeNull();
  });

  it("is the anonymous form while nobody is logged in", async () => {
    const calls = interestsApi();
    renderSection();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "Skicka intresseanmälan" })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
