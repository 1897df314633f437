import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@housing/contracts";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient, type QueryToast } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { useHeaderAccount } from "@housing/session/header-account";
import { TEST_BOARD_MEMBER, TEST_USER } from "@housing/session/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { Header } from "./header";
import { headerFrameMessages } from "./messages";
import { swedishNavigation } from "./test-utils";

/* The bell against the session bridge: what is fetched for whom, the count, the pause, the routing, silence on failure. */

const se = getSite("se");

/** The account place's filler as auth-bankid's is: tells the header who is logged in. */
function AccountFiller({ user }: { user: SessionUser }) {
  const account = useHeaderAccount();
  useEffect(() => account?.setUser(user), [account, user]);
  return account ? (
    <button type="button" {...account.userMenuButtonProps()}>
      Användarmeny
    </button>
  ) : null;
}

type Answer = () => Response;

function stubBridge(answers: Record<string, Answer | Answer[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const call = `${request.method} ${new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "")}`;
      calls.push(call);
      const answer = answers[call];
      const next = Array.isArray(answer) ? (answer.length > 1 ? answer.shift() : answer[0]) : answer;
      return next ? next() : Response.json({ error: "NotFound" }, { status: 404 });
    }),
  );
  return calls;
}

function renderBell(user: SessionUser, site: SiteConfig = se) {
  const toasts: QueryToast[] = [];
  const queryClient = createQueryClient({ onToast: (toast) => toasts.push(toast) });
  render(
    <TestI18nProvider locale="sv" messages={[headerFrameMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={queryClient}>
        <Header
          siteName={site.siteName}
          startHref="/"
          navigation={swedishNavigation}
          currentPath="/"
          site={site}
          quickSearch={() => Promise.reject(new Error("not used"))}
          slots={{ "header.account": (<AccountFiller user={user} />) as ReactNode }}
        />
      </ApiProvider>
    </TestI18nProvider>,
  );
  return toasts;
}

const notification = (overrides: Record<string, unknown>) => ({
  id: "n-1",
  name: "vip_payment",
  notificationType: "VipPayment",
  createdOn: "2026-11-20T08:00:00Z",
  title: "VIP-avgift att betala",
  errandId: null,
  isUnread: true,
  ...overrides,
});

const list =
  (...notifications: unknown[]) =>
  () =>
    Response.json({ notifications });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the header bell", () => {
  it("counts the unread notifications and routes each by its type, the foldout closing first", async () => {
    stubBridge({
      "GET notifications/Jmse": list(
        notification({}),
        notification({ id: "n-2", notificationType: "DocumentSigning", name: "awaiting_signature", title: "Kontrakt" }),
        notification({ id: "n-3", notificationType: "DocumentSigning", name: "awaiting_approval", title: "Ritning" }),
        notification({
          id: "n-4",
          notificationType: "Case",
          name: "case",
          title: "Ärende",
          errandId: "E 17",
          isUnread: false,
        }),
      ),
    });
    renderBell(TEST_USER);
    const bell = await screen.findByRole("button", { name: "Notiser 3 nya" });
    fireEvent.click(bell);
    const panel = document.getElementById(bell.getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "Betala" }).getAttribute("href")).toBe("/mina-sidor/betalningar/");
    expect(within(panel).getByRole("link", { name: "Signera" }).getAttribute("href")).toBe("/mina-sidor/mina-avtal/");
    expect(within(panel).getByRole("link", { name: "Godkänn" })).toBeTruthy();
    const errand = within(panel).getByRole("link", { name: "Visa ärende" });
    expect(errand.getAttribute("href")).toBe("/mina-sidor/arenden/?errandId=E%2017");
    fireEvent.click(errand);
    expect(bell.getAttribute("aria-expanded")).toBe("false");
  });

  it("pauses the notifications as the foldout opens, then fetches them again", async () => {
    const calls = stubBridge({
      "GET notifications/Jmse": [list(notification({})), list(notification({ isUnread: false }))],
      "GET notifications/pause/Jmse": () => Response.json({ status: "Ok" }),
    });
    renderBell(TEST_USER);
    fireEvent.click(await screen.findByRole("button", { name: "Notiser 1 ny" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notiser" })).toBeTruthy());
    expect(calls).toEqual(["GET notifications/Jmse", "GET notifications/pause/Jmse", "GET notifications/Jmse"]);
    expect(screen.getByText("VIP-avgift att betala")).toBeTruthy();
  });

  it("says nothing when the notifications fail: no count, no toast", async () => {
    const calls = stubBridge({
      "GET notifications/Jmse": () => Response.json({ status: 500, error: "Internal" }, { status: 500 }),
    });
    const toasts = renderBell(TEST_USER);
    await waitFor(() => expect(calls).toContain("GET notifications/Jmse"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "Notiser" })).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it("has no bell and fetches nothing where the site's switch is off", async () => {
    const calls = stubBridge({ "GET notifications/Jmse": list(notification({})) });
    renderBell(TEST_USER, { ...se, features: { ...se.features, hasNewNotifications: false } });
    await screen.findByRole("button", { name: "Användarmeny" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: /Notiser/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("has no bell and fetches nothing for a board member", async () => {
    const calls = stubBridge({ "GET notifications/Jmse": list(notification({})) });
    renderBell(TEST_BOARD_MEMBER);
    await screen.findByRole("button", { name: "Användarmeny" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: /Notiser/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
