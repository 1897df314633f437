import { ApiProvider } from "@housing/api-client/react";
import { TestI18nProvider } from "@housing/i18n/testing";
import { useConsent as useSessionConsent } from "@housing/session/client";
import { consentMessages } from "./messages";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { CookieConsent, PROMPT_DELAY_MS, type CookieConsentProps } from "./cookie-consent";
import { readConsent, useThirdPartyConsent } from "./consent-store";
import { ANONYMOUS_ID_COOKIE, CONSENT_COOKIE, readCookie } from "./cookies";
import { resetTagManagerForTests } from "./tag-manager";

const SENIOR_SITE_ID = "058f75bd-6b8a-551b-89ba-2d17efd24f4c";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let fetchMock: Mock<typeof fetch>;

function cookie(name: string) {
  return readCookie(document.cookie, name);
}

function clearCookies() {
  for (const name of [CONSENT_COOKIE, ANONYMOUS_ID_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function renderConsent(props: Partial<CookieConsentProps> = {}, page?: ReactNode) {
  return render(
    <TestI18nProvider locale="en" messages={[consentMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey="Seniorgarden">
        <main>
          <a href="#cookie-settings">Cookie settings</a>
          {page}
        </main>
        <CookieConsent siteId={SENIOR_SITE_ID} {...props} />
      </ApiProvider>
    </TestI18nProvider>,
  );
}

/** Lets the experiment call reach fetch (it runs after a few promise turns inside ky). */
async function flushRequests() {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

function postedValues(): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    expect(request.method).toBe("POST");
    return new URL(request.url).pathname;
  });
}

function waitForPrompt() {
  act(() => {
    vi.advanceTimersByTime(PROMPT_DELAY_MS);
  });
  return screen.getByRole("region", { name: "We use cookies" });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookies();
  window.history.replaceState(null, "", "/");
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetchMock);
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete window.dataLayer;
  resetTagManagerForTests();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the prompt", () => {
  it("opens 2 s after load while consent is unanswered", () => {
    renderConsent();
    act(() => {
      vi.advanceTimersByTime(PROMPT_DELAY_MS - 1);
    });
    expect(screen.queryByRole("region", { name: "We use cookies" })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const prompt = screen.getByRole("region", { name: "We use cookies" });
    expect(within(prompt).getByRole("link", { name: "Read more about cookies" }).getAttribute("href")).toBe(
      "/anvandarvillkor/cookies/",
    );
    // Not modal: the page behind stays reachable.
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("comes first in the Tab order", () => {
    renderConsent();
    const prompt = waitForPrompt();
    expect(document.body.firstElementChild?.contains(prompt)).toBe(true);
  });

  it("does not open once consent is answered", () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent("answered=1&statistics=0&marketing=0&thirdParty=0")}; Path=/`;
    renderConsent();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole("region", { name: "We use cookies" })).toBeNull();
  });

  it("accept all: consent to everything, an anonymous id, event 2", async () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    expect(screen.queryByRole("region", { name: "We use cookies" })).toBeNull();
    expect(cookie(CONSENT_COOKIE)).toBe("answered=1&statistics=1&marketing=1&thirdParty=1");
    expect(cookie(ANONYMOUS_ID_COOKIE)).toMatch(UUID);
    await flushRequests();
    expect(postedValues()).toEqual(["/api/experiments/cookie-consent/2"]);
  });

  it("close: hides the prompt, leaves consent unanswered, event 1", async () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Close the cookie message" }));
    expect(screen.queryByRole("region", { name: "We use cookies" })).toBeNull();
    expect(cookie(CONSENT_COOKIE)).toBeNull();
    expect(cookie(ANONYMOUS_ID_COOKIE)).toBeNull();
    await flushRequests();
    expect(postedValues()).toEqual(["/api/experiments/cookie-consent/1"]);
  });

  it("a failed event post does not disturb the visitor", async () => {
    fetchMock.mockRejectedValue(new TypeError("offline"));
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    await flushRequests();
    expect(cookie(CONSENT_COOKIE)).toBe("answered=1&statistics=1&marketing=1&thirdParty=1");
  });
});

describe("the settings modal", () => {
  it("choose manually: opens with the hash, functional always on, saves the switches, event 3", async () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Choose manually" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie settings" });
    expect(window.location.hash).toBe("#cookie-settings");
    const functional = within(dialog).getByRole<HTMLInputElement>("switch", { name: "Necessary cookies" });
    expect(functional.checked).toBe(true);
    expect(functional.disabled).toBe(true);
    for (const name of ["Statistics", "Marketing", "Third-party content"]) {
      expect(within(dialog).getByRole<HTMLInputElement>("switch", { name }).checked).toBe(false);
    }
    fireEvent.click(within(dialog).getByRole("switch", { name: "Statistics" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save settings" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("region", { name: "We use cookies" })).toBeNull();
    expect(cookie(CONSENT_COOKIE)).toBe("answered=1&statistics=1&marketing=0&thirdParty=0");
    expect(cookie(ANONYMOUS_ID_COOKIE)).toMatch(UUID);
    await flushRequests();
    expect(postedValues()).toEqual(["/api/experiments/cookie-consent/3"]);
  });

  it("closing without saving keeps the prompt and posts nothing", async () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Choose manually" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "We use cookies" })).toBeTruthy();
    await flushRequests();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens from a link to #cookie-settings and shows the saved choices", () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent("answered=1&statistics=0&marketing=1&thirdParty=0")}; Path=/`;
    renderConsent();
    fireEvent.click(screen.getByRole("link", { name: "Cookie settings" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie settings" });
    expect(within(dialog).getByRole<HTMLInputElement>("switch", { name: "Marketing" }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>("switch", { name: "Statistics" }).checked).toBe(false);
  });

  it("opens when the page loads with #cookie-settings", () => {
    window.history.replaceState(null, "", "/#cookie-settings");
    renderConsent();
    expect(screen.getByRole("dialog", { name: "Cookie settings" })).toBeTruthy();
  });

  it("withdrawing statistics removes the anonymous id", () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    expect(cookie(ANONYMOUS_ID_COOKIE)).toMatch(UUID);
    fireEvent.click(screen.getByRole("link", { name: "Cookie settings" }));
    fireEvent.click(screen.getByRole("switch", { name: "Statistics" }));
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(cookie(CONSENT_COOKIE)).toBe("answered=1&statistics=0&marketing=1&thirdParty=1");
    expect(cookie(ANONYMOUS_ID_COOKIE)).toBeNull();
  });
});

describe("readers in other packages", () => {
  it("see the visitor's answer through the session package's consent atom, with no window event", () => {
    const events = vi.fn();
    window.addEventListener("housing:consentchange", events);
    function MapBlock() {
      const consent = useSessionConsent();
      return <p>{consent?.thirdParty ? "map allowed" : "map waits"}</p>;
    }
    renderConsent({}, <MapBlock />);
    expect(screen.getByText("map waits")).toBeTruthy();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    expect(screen.getByText("map allowed")).toBeTruthy();
    expect(events).not.toHaveBeenCalled();
    window.removeEventListener("housing:consentchange", events);
  });
});

describe("third-party consent", () => {
  it("sets thirdParty and nothing else, and the prompt still asks", () => {
    function VideoBlock() {
      const { isAllowed, allow } = useThirdPartyConsent();
      return isAllowed ? (
        <p>Playing</p>
      ) : (
        <button type="button" onClick={allow}>
          Allow video
        </button>
      );
    }
    renderConsent({}, <VideoBlock />);
    fireEvent.click(screen.getByRole("button", { name: "Allow video" }));
    expect(screen.getByText("Playing")).toBeTruthy();
    expect(readConsent()).toEqual({ answered: false, statistics: false, marketing: false, thirdParty: true });
    expect(waitForPrompt()).toBeTruthy();
  });
});

describe("the tag manager", () => {
  const tagManagerScripts = () => document.head.querySelectorAll("script[src*='googletagmanager']");

  it("never loads without a configured container id", () => {
    renderConsent();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    expect(tagManagerScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("waits for statistics or marketing consent, then loads exactly once and records changes", () => {
    renderConsent({ tagManagerId: "GTM-TEST123" });
    expect(tagManagerScripts()).toHaveLength(0);
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Choose manually" }));
    fireEvent.click(screen.getByRole("switch", { name: "Third-party content" }));
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(tagManagerScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole("link", { name: "Cookie settings" }));
    fireEvent.click(screen.getByRole("switch", { name: "Marketing" }));
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(tagManagerScripts()).toHaveLength(1);
    expect(tagManagerScripts()[0]!.getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");

    fireEvent.click(screen.getByRole("link", { name: "Cookie settings" }));
    fireEvent.click(screen.getByRole("switch", { name: "Statistics" }));
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(tagManagerScripts()).toHaveLength(1);
    const updates = (window.dataLayer ?? []).filter((entry) => entry.event === "housing.consent_update");
    expect(updates.map((entry) => entry.consent)).toEqual([
      { functional: true, statistics: false, marketing: true, thirdParty: true },
      { functional: true, statistics: true, marketing: true, thirdParty: true },
    ]);
  });

  it("loads at once for a visitor who consented on an earlier visit", () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent("answered=1&statistics=1&marketing=0&thirdParty=0")}; Path=/`;
    renderConsent({ tagManagerId: "GTM-TEST123" });
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it("gives its script the page's nonce, so the Content-Security-Policy lets it run", () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent("answered=1&statistics=0&marketing=1&thirdParty=0")}; Path=/`;
    renderConsent({ tagManagerId: "GTM-TEST123", nonce: "bm9uY2Utb2YtdGhlLXBhZ2U=" });
    const [script] = tagManagerScripts();
    expect((script as HTMLScriptElement).nonce).toBe("bm9uY2Utb2YtdGhlLXBhZ2U=");
  });
});

describe("the redirect message", () => {
  it("shows after redirectedFrom=sv once consent is answered, and can be dismissed", () => {
    window.history.replaceState(null, "", "/?redirectedFrom=sv");
    renderConsent();
    expect(screen.queryByText("You have been redirected here from the Swedish website.")).toBeNull();
    fireEvent.click(within(waitForPrompt()).getByRole("button", { name: "Accept all" }));
    const message = screen.getByRole("region", { name: "Message" });
    expect(within(message).getByText("You have been redirected here from the Swedish website.")).toBeTruthy();
    fireEvent.click(within(message).getByRole("button", { name: "Close the message" }));
    expect(screen.queryByRole("region", { name: "Message" })).toBeNull();
  });

  it("does not show without the parameter", () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent("answered=1&statistics=0&marketing=0&thirdParty=0")}; Path=/`;
    renderConsent();
    expect(screen.queryByRole("region", { name: "Message" })).toBeNull();
  });
});
