import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { ANONYMOUS_SESSION, type Session } from "@housing/session";
import { SESSION_QUERY_KEY } from "@housing/session/client";
import { TEST_API_USER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { authBankidPagesMessages } from "../messages";
import { ConsentPage } from "./consent-page";

const senior = getSite("senior");
const se = getSite("se");
/** Consented on the main Swedish site only, so Seniorgården asks. */
const anna = authenticatedSession({ ...TEST_USER, firstName: "Anna", consentSiteIds: [se.siteId] });

const fetchMock = vi.fn<typeof fetch>();
let replace: MockInstance<Location["replace"]>;
let assign: MockInstance<Location["assign"]>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  window.history.replaceState(null, "", "/samtycke/?referrer=%2Fmina-sidor%2F");
  document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 1800}; Path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  replace.mockRestore();
  assign.mockRestore();
  document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
  window.history.replaceState(null, "", "/");
});

function renderPage(
  session: Session | undefined,
  query = "referrer=%2Fmina-sidor%2F",
  site = senior,
  queryClient = createQueryClient(),
) {
  const model = { title: "Samtycke" } as PageViewModel;
  render(
    <TestI18nProvider locale={site.locale} messages={[authBankidPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={queryClient}>
        <TestSessionProvider session={session}>
          <ConsentPage model={model} site={site} location={{ path: "/samtycke/", query }} />
        </TestSessionProvider>
      </ApiProvider>
    </TestI18nProvider>,
  );
}

describe("the consent page", () => {
  it("says what the user consents to on this site, with the site's privacy policy", () => {
    renderPage(anna);
    expect(screen.getByRole("heading", { level: 1, name: "Samtycke" })).toBeTruthy();
    expect(screen.getByText(/Mina sidor hos Fjällvik Seniorgården/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Så behandlar vi dina personuppgifter" }).getAttribute("href")).toBe(
      "/integritetspolicy/villkor-om-behandling-av-personuppgifter/",
    );
    const box = screen.getByRole("checkbox", { name: /samtycker till att Fjällvik Seniorgården AB behandlar/ });
    expect(box.hasAttribute("required")).toBe(true);
  });

  it("requires the box before anything is sent, and says so at the box", async () => {
    renderPage(anna);
    await userEvent.click(screen.getByRole("button", { name: "Godkänn och fortsätt" }));
    expect(
      await screen.findByText("Vänligen markera att du tagit del av informationen för att gå vidare."),
    ).toBeTruthy();
    const box = screen.getByRole("checkbox");
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("records the consent for this site through the session bridge and goes to the referrer", async () => {
    const sent: { url: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === "POST") sent.push({ url: request.url, body: await request.json() });
      return Response.json({ ...TEST_API_USER, consents: [{ site: se.siteId }, { site: senior.siteId }] });
    });
    renderPage(anna, "referrer=%2Fmina-sidor%2F%3Fx%3D1");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Godkänn och fortsätt" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/?x=1"));
    expect(sent).toEqual([
      { url: `${window.location.origin}/_api/account_service/consent/`, body: { siteId: senior.siteId } },
    ]);
    expect(screen.getByRole("status").textContent).toBe("Tack! Du skickas vidare …");
  });

  it.each([
    ["another site's address", "referrer=https%3A%2F%2Fevil.example%2F"],
    ["a protocol-relative address", "referrer=%2F%2Fevil.example%2F"],
    ["no referrer", ""],
  ])("goes to my pages instead of %s", async (_name, query) => {
    fetchMock.mockResolvedValue(Response.json(TEST_API_USER));
    renderPage(anna, query);
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Godkänn och fortsätt" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/"));
  });

  it("says when the consent could not be saved, and keeps the box ticked", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ status: 500, error: "Error", message: "somethingWentWrong" }, { status: 500 }),
    );
    renderPage(anna);
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Godkänn och fortsätt" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Det gick inte att spara ditt samtycke. Försök igen.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole<HTMLInputElement>("checkbox").checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it("tells a user who has already consented, with the way on", () => {
    renderPage(anna, "referrer=%2Fmina-sidor%2F", se);
    expect(screen.getByText("Du har redan lämnat ditt samtycke för Fjällvik Bostad.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fortsätt" }).getAttribute("href")).toBe("/mina-sidor/");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("sends a visitor without a session to the login, which comes back here", async () => {
    document.cookie = "housing_session_hint=; Max-Age=0; Path=/";
    renderPage(undefined);
    expect(screen.getByRole("status").textContent).toBe("Hämtar dina uppgifter …");
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/logga-in/?referrer=%2Fsamtycke%2F%3Freferrer%3D%252Fmina-sidor%252F"),
    );
  });

  it("waits for the session check while a session cookie exists", async () => {
    renderPage(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("status").textContent).toBe("Hämtar dina uppgifter …");
    expect(replace).not.toHaveBeenCalled();
  });

  it("sends a visitor to the login once the session check found nobody behind the cookie", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, ANONYMOUS_SESSION);
    renderPage(undefined, "referrer=%2Fmina-sidor%2F", senior, queryClient);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/logga-in/?referrer=%2Fsamtycke%2F%3Freferrer%3D%252Fmina-sidor%252F"),
    );
  });

  it("speaks the site's language", () => {
    window.history.replaceState(null, "", "/suostumus/");
    renderPage(authenticatedSession({ ...TEST_USER, consentSiteIds: [] }), "", getSite("fi"));
    expect(screen.getByRole("heading", { level: 1, name: "Suostumus" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hyväksy ja jatka" })).toBeTruthy();
  });
});
