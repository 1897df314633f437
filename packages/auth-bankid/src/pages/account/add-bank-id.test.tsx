import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TEST_API_USER, TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { authBankidMessages } from "../../messages";
import { ElectronicIdReturnPage } from "../login/eident-return-page";
import { EIDENT_UPDATE_KEY } from "../login/eident-outcome";
import { authBankidPagesMessages } from "../messages";
import { AddBankId } from "./add-bank-id";

const no = getSite("no");
const fetchMock = vi.fn<typeof fetch>();
const requests: { path: string; body: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  sessionStorage.clear();
  window.history.replaceState(null, "", "/mine-sider/");
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

function renderPage(children: React.ReactNode) {
  render(
    <TestSessionProvider>
      <TestI18nProvider locale="nb" messages={[authBankidMessages, authBankidPagesMessages]}>
        <ApiProvider baseUrl="http://api.test" siteKey="Jmno" queryClient={createQueryClient()}>
          {children}
        </ApiProvider>
      </TestI18nProvider>
    </TestSessionProvider>,
  );
}

describe("adding bank-ID login on my pages (Norway, spec sections 2 and 4)", () => {
  it("offers it to a user without a national identity number and sends them to the e-ID broker", async () => {
    answer({
      "/account_service/user/": () => Response.json({ ...TEST_API_USER, securityNumber: null }),
      "/account_service/update/eident/start/": () =>
        Response.json({ authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?x=1" }),
    });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderPage(<AddBankId site={no} />);
    await userEvent.click(await screen.findByRole("button", { name: "Legg til innlogging med BankID" }));
    expect(await screen.findByRole("dialog", { name: "Legg til BankID" })).toBeTruthy();
    expect(window.location.hash).toBe("#update-bank-id-modal");
    await userEvent.click(screen.getByRole("button", { name: "Fortsett til BankID" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:4303/auth/open/connect/authorize?x=1"));
    expect(requests.at(-1)).toEqual({
      path: "/_api/account_service/update/eident/start/",
      body: { siteId: no.siteId, returnUrl: `${window.location.origin}/logg-inn/e-id/` },
    });
    expect(sessionStorage.getItem(EIDENT_UPDATE_KEY)).toBe("/mine-sider/");
  });

  it("is not offered to a user who has a number, nor outside Norway", async () => {
    answer({ "/account_service/user/": () => Response.json(TEST_API_USER) });
    renderPage(<AddBankId site={no} />);
    await waitFor(() => expect(requests.length).toBe(1));
    expect(screen.queryByRole("button", { name: "Legg til innlogging med BankID" })).toBeNull();
    cleanup();
    requests.length = 0;
    renderPage(<AddBankId site={getSite("se")} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it("shows the done view when my pages open with #update-bank-id-modal-done", async () => {
    answer({ "/account_service/user/": () => Response.json(TEST_API_USER) });
    window.history.replaceState(null, "", "/mine-sider/#update-bank-id-modal-done");
    renderPage(<AddBankId site={no} />);
    expect(await screen.findByRole("dialog", { name: "Ferdig!" })).toBeTruthy();
  });

  it.each([
    [{ status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z" }, 200, "/mine-sider/#update-bank-id-modal-done"],
    [{ status: "Cancelled" }, 200, "/mine-sider/#eident-error=cancel"],
    [{ status: 409, error: "UserAlreadyExists", message: "userExists" }, 409, "/mine-sider/#eident-error=userexists"],
  ])("the return page finishes the update and goes back to my pages (%j)", async (body, status, expected) => {
    sessionStorage.setItem(EIDENT_UPDATE_KEY, "/mine-sider/");
    window.history.replaceState(null, "", "/logg-inn/e-id/?state=s&code=c");
    answer({ "/account_service/update/eident/status/": () => Response.json(body, { status }) });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    renderPage(
      <ElectronicIdReturnPage site={no} model={{ templateName: "ElectronicIdReturnPage" } as PageViewModel} />,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expected));
    expect(requests[0]).toEqual({
      path: "/_api/account_service/update/eident/status/",
      body: { state: "s", code: "c" },
    });
    expect(sessionStorage.getItem(EIDENT_UPDATE_KEY)).toBeNull();
  });
});
