import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { authBankidMessages } from "../../messages";
import { ElectronicIdReturnPage } from "../login/eident-return-page";
import { EIDENT_UPDATE_KEY } from "../login/eident-outcome";
import { authBankidPagesMessages } from "../messages";
import { EIDENT_REGISTER_KEY, EIDENT_REGISTRATION_KEY } from "./eident-registration";
import { RegisterPage } from "./register-page";

/*
 * The create-account page's e-ident registration in Norway and Finland (spec sections 2 and 7):
 * the way to the broker, the return page's hand-over, and the form the verified person fills.
 */

const fi = getSite("fi");
const no = getSite("no");
const fetchMock = vi.fn<typeof fetch>();
const requests: { path: string; body: unknown }[] = [];

const AINO = {
  status: "Ok",
  registrationToken: "registration.token.aino",
  expiresAt: "2026-11-25T12:15:00.000Z",
  person: { securityNumber: "240688-1230", firstName: "Aino", lastName: "Korhonen" },
};

beforeEach(() => {
  requests.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  sessionStorage.clear();
  window.history.replaceState(null, "", "/luo-tili/");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    requests.push({ path, body: request.method === "GET" ? null : await request.json() });
    const route = Object.entries(routes).find(([suffix]) => path.endsWith(suffix));
    return route ? route[1]() : Response.json({}, { status: 404 });
  });
}

function renderPage(site: SiteConfig, children: React.ReactNode) {
  render(
    <TestSessionProvider>
      <TestI18nProvider locale={site.locale} messages={[authBankidMessages, authBankidPagesMessages]}>
        <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
          {children}
        </ApiProvider>
      </TestI18nProvider>
    </TestSessionProvider>,
  );
}

const registerPage = (site: SiteConfig) => (
  <RegisterPage site={site} model={{ templateName: "RegisterPage", title: "Luo tili" } as PageViewModel} />
);
const returnPage = (site: SiteConfig) => (
  <ElectronicIdReturnPage site={site} model={{ templateName: "ElectronicIdReturnPage" } as PageViewModel} />
);

describe("registering with e-ident (Norway and Finland)", () => {
  it("offers the Finnish bank ID beside the e-mail and sends the visitor to the broker", async () => {
    answer({
      "/account_service/register/eident/start/": () =>
        Response.json({ authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?x=1" }),
    });
    sessionStorage.setItem(EIDENT_UPDATE_KEY, "/oma-sivu/");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderPage(fi, registerPage(fi));
    expect(screen.getByRole("button", { name: "Luo tili sähköpostilla" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Tunnistaudu BankID:llä" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Rekisteröidy pankkitunnuksilla" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:4303/auth/open/connect/authorize?x=1"));
    expect(requests[0]).toEqual({
      path: "/_api/account_service/register/eident/start/",
      body: { siteId: fi.siteId, returnUrl: `${window.location.origin}/kirjaudu-sisaan/e-id/` },
    });
    expect(sessionStorage.getItem(EIDENT_REGISTER_KEY)).toBe("/luo-tili/");
    // An update left half-way does not take this registration's return.
    expect(sessionStorage.getItem(EIDENT_UPDATE_KEY)).toBeNull();
  });

  it("says so when the broker cannot be reached, and stays on the page", async () => {
    answer({
      "/account_service/register/eident/start/": () =>
        Response.json({ status: 503, error: "ServiceUnavailable", message: "eidentUnavailable" }, { status: 503 }),
    });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderPage(no, registerPage(no));
    await userEvent.click(screen.getByRole("button", { name: "Registrer deg med BankID" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(EIDENT_REGISTER_KEY)).toBeNull();
  });

  it("the return page finishes the registration's verification and hands the person to the create-account page", async () => {
    sessionStorage.setItem(EIDENT_REGISTER_KEY, "/luo-tili/");
    window.history.replaceState(null, "", "/kirjaudu-sisaan/e-id/?state=s&code=c&iss=http%3A%2F%2Fbroker");
    answer({ "/account_service/register/eident/status/": () => Response.json(AINO) });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    renderPage(fi, returnPage(fi));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/luo-tili/"));
    expect(requests).toEqual([
      {
        path: "/_api/account_service/register/eident/status/",
        body: { state: "s", code: "c", iss: "http://broker" },
      },
    ]);
    expect(sessionStorage.getItem(EIDENT_REGISTER_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(EIDENT_REGISTRATION_KEY)!)).toMatchObject(AINO);
  });

  it.each([
    [{ status: "Cancelled" }, 200, "/luo-tili/#eident-error=cancel"],
    [{ status: 409, error: "UserAlreadyExists", message: "userExists" }, 409, "/luo-tili/#eident-error=userexists"],
    [{ status: 422, error: "Error", message: "personDeceased" }, 422, "/luo-tili/#eident-error=unauthorizedid"],
    [{ status: 404, error: "NotFound", message: "notFound" }, 404, "/luo-tili/#eident-error=timeout"],
  ])("a refusal goes back to the create-account page with its e-ident error (%j)", async (body, status, expected) => {
    sessionStorage.setItem(EIDENT_REGISTER_KEY, "/luo-tili/");
    window.history.replaceState(null, "", "/kirjaudu-sisaan/e-id/?state=s&code=c");
    answer({ "/account_service/register/eident/status/": () => Response.json(body, { status }) });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    renderPage(fi, returnPage(fi));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expected));
    expect(sessionStorage.getItem(EIDENT_REGISTRATION_KEY)).toBeNull();
  });

  it("fills the form with the verified person, read-only, and sends the registration token", async () => {
    sessionStorage.setItem(EIDENT_REGISTRATION_KEY, JSON.stringify(AINO));
    renderPage(fi, registerPage(fi));
    expect(await screen.findByText("Olet tunnistautunut pankkitunnuksilla: Aino Korhonen.")).toBeTruthy();
    // Read once: a reload starts over.
    expect(sessionStorage.getItem(EIDENT_REGISTRATION_KEY)).toBeNull();
    const number = screen.getByLabelText<HTMLInputElement>(/^Henkilötunnus/);
    expect(number.value).toBe("240688-1230");
    expect(number.readOnly).toBe(true);
    const firstName = screen.getByLabelText<HTMLInputElement>(/^Etunimi/);
    expect(firstName.value).toBe("Aino");
    expect(firstName.readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Sukunimi/).value).toBe("Korhonen");
    // Another way starts over at the choice.
    await userEvent.click(screen.getByRole("button", { name: "Valitse toinen tapa" }));
    expect(screen.getByRole("button", { name: "Rekisteröidy pankkitunnuksilla" })).toBeTruthy();
  });

  it("ignores a kept person that is not a verification", async () => {
    sessionStorage.setItem(EIDENT_REGISTRATION_KEY, JSON.stringify({ status: "Ok", person: AINO.person }));
    renderPage(fi, registerPage(fi));
    expect(screen.getByRole("button", { name: "Rekisteröidy pankkitunnuksilla" })).toBeTruthy();
    expect(screen.queryByLabelText(/^Henkilötunnus/)).toBeNull();
  });
});
