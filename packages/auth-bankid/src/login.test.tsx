import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readLoginEmail, setLoginEmail } from "@housing/session/pending-signup";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { Login } from "./login";
import { CASE_MANAGEMENT_EVENT } from "./login-hashes";
import { PID_ANSWERED_COOKIE } from "./pages/login/pid-answered";
import { problem, renderInHeader, stubBridge } from "./test-utils";

const renderAccount = () => renderInHeader(<AccountButton site={getSite("se")} />);
const SESSION_ID = "0123456789abcdef0123456789abcdef";
const ok = (loginType: string) => () =>
  Response.json({ status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z", loginType, role: "private", user: {} });

// The modal's code loads with its first opening (React.lazy); loaded once here, each opening then only waits a microtask.
beforeAll(async () => {
  await import("./login-modal");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${PID_ANSWERED_COOKIE}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, "", "/");
});

const openDialog = () => screen.findByRole("dialog", { name: "Logga in" });

async function emailLogin(dialog: HTMLElement, email: string) {
  await userEvent.click(within(dialog).getByRole("button", { name: "Logga in med e-post och lösenord" }));
  await userEvent.type(within(dialog).getByLabelText(/E-post/), email);
  await userEvent.type(within(dialog).getByLabelText(/Lösenord/), "Demo-1234");
  await userEvent.click(within(dialog).getByRole("button", { name: "Logga in" }));
}

describe("the login modal", () => {
  it("opens from the login button with the login page's tabs and views, closing the header's foldouts", async () => {
    stubBridge({});
    const account = renderAccount();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole("tab", { name: "Mina sidor" }).getAttribute("aria-selected")).toBe("true");
    expect(within(dialog).getByRole("tab", { name: "Styrelseportal" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Logga in med BankID" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Skapa konto" }).getAttribute("href")).toBe("/skapa-konto/");
    expect(account.closeFoldouts).toHaveBeenCalled();
    // The hash is the modal's effect: it may come a moment after the dialog is on screen.
    await waitFor(() => expect(window.location.hash).toBe("#open-login-private"));
  });

  it.each([
    ["open-login-board", "Styrelseportal", true],
    ["case-management-private", "Mina sidor", true],
    ["case-management-board", "Styrelseportal", true],
    ["case-management-sweden", "Mina sidor", true],
    ["login-form-case-management-private", null, false],
  ])("opens on load with #%s", async (hash, selectedTab, hasTabs) => {
    stubBridge({});
    window.history.replaceState(null, "", `/#${hash}`);
    renderAccount();
    const dialog = await openDialog();
    if (hasTabs) {
      expect(within(dialog).getByRole("tab", { selected: true }).textContent).toBe(selectedTab);
    } else {
      expect(within(dialog).queryByRole("tablist")).toBeNull();
      expect(within(dialog).getByRole("button", { name: "Logga in med BankID" })).toBeTruthy();
    }
  });

  it.each([
    ["se", true],
    ["no", false],
  ] as const)(
    "#update-bank-id-modal for a logged-in user on %s: the verify question opens here: %s (Norway's is the add-bank-ID modal's)",
    async (code, opens) => {
      stubBridge({});
      window.history.replaceState(null, "", "/#update-bank-id-modal");
      renderInHeader(<Login site={getSite(code)} isLoggedIn renderButton={() => null} />);
      if (opens) expect(await screen.findByRole("dialog")).toBeTruthy();
      else {
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(screen.queryByRole("dialog")).toBeNull();
      }
    },
  );

  it("opens on hashchange; #login-form-email opens on the e-mail view", async () => {
    stubBridge({});
    renderAccount();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      window.history.replaceState(null, "", "/#login-form-email");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(within(await openDialog()).getByLabelText(/E-post/)).toBeTruthy();
  });

  it("opens with the e-mail an anonymous interest left, once (spec section 4)", async () => {
    stubBridge({});
    setLoginEmail("anna.andersson@example.com");
    renderAccount();
    act(() => {
      window.history.replaceState(null, "", "/#login-form-email");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    const field = within(await openDialog()).getByLabelText<HTMLInputElement>(/E-post/);
    expect(field.value).toBe("anna.andersson@example.com");
    expect(readLoginEmail()).toBeNull();
  });

  it("logs in with e-mail, stays on the page and shows 'Klart!' with focus; Escape closes", async () => {
    const calls = stubBridge({ "POST account_service/login/email": ok("private") });
    renderAccount();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    const dialog = await openDialog();
    await emailLogin(dialog, "anna.andersson@example.com");
    const done = await within(dialog).findByRole("heading", { name: "Klart!" });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(dialog).getByRole("status").textContent).toBe("Du är inloggad.");
    expect(within(dialog).getByRole("link", { name: "Hjälp med BankID" }).getAttribute("href")).toContain("bankid.com");
    expect(within(dialog).queryByRole("button", { name: "Fortsätt med felanmälan" })).toBeNull();
    expect(calls.find((call) => call.call === "POST account_service/login/email")?.body).toMatchObject({
      loginType: "private",
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("goes on with the fault report after a case login, with the effective login type", async () => {
    stubBridge({ "POST account_service/login/email": ok("privateCase") });
    const opened = vi.fn();
    window.addEventListener(CASE_MANAGEMENT_EVENT, opened);
    window.history.replaceState(null, "", "/#case-management-private");
    renderAccount();
    const dialog = await openDialog();
    await emailLogin(dialog, "anna.andersson@example.com");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Fortsätt med felanmälan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ loginType: "privateCase" });
    window.removeEventListener(CASE_MANAGEMENT_EVENT, opened);
  });

  it("asks a user without a national identity number to verify with BankID (MustActivatePid); 'not now' is remembered", async () => {
    const calls = stubBridge({
      "POST account_service/login/email": (body) =>
        (body as { loginType?: string }).loginType === "privateCase"
          ? problem(403, "MustActivatePid")
          : ok("private")(),
    });
    window.history.replaceState(null, "", "/#case-management-private");
    renderAccount();
    const dialog = await openDialog();
    await emailLogin(dialog, "lisa.holm@example.com");
    const heading = await within(dialog).findByRole("heading", { name: "Verifiera dig med BankID" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(dialog).getByRole("button", { name: "Verifiera med BankID" })).toBeTruthy();
    // The same e-mail and password logged in as a private customer: the BankID update flow needs the session.
    const logins = calls.filter((call) => call.call === "POST account_service/login/email");
    expect(logins.map((call) => (call.body as { loginType?: string }).loginType)).toEqual(["privateCase", "private"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Inte nu" }));
    expect(await within(dialog).findByRole("heading", { name: "Klart!" })).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toContain("Verifiera dig med BankID när du vill");
    expect(document.cookie).toContain(`${PID_ANSWERED_COOKIE}=1`);
  });

  it("does not ask again while the answer's cookie lives", async () => {
    document.cookie = `${PID_ANSWERED_COOKIE}=1; Path=/`;
    stubBridge({
      "POST account_service/login/email": (body) =>
        (body as { loginType?: string }).loginType === "privateCase"
          ? problem(403, "MustActivatePid")
          : ok("private")(),
    });
    window.history.replaceState(null, "", "/#case-management-private");
    renderAccount();
    const dialog = await openDialog();
    await emailLogin(dialog, "lisa.holm@example.com");
    expect(await within(dialog).findByRole("heading", { name: "Klart!" })).toBeTruthy();
    expect(within(dialog).queryByRole("heading", { name: "Verifiera dig med BankID" })).toBeNull();
  });

  it("answers a board member without technical management with the way to fault reporting (NoBoardMember)", async () => {
    const calls = stubBridge({
      "GET _dev/bankid/identities": () =>
        Response.json({ identities: [{ personalNumber: "199207204562", givenName: "Johan", surname: "Berg" }] }),
      "POST account_service/login/bank_id/start": () =>
        Response.json({ sessionId: SESSION_ID, autoStartToken: "token-1" }),
      "POST _dev/bankid/approve": () => Response.json({ status: "Ok" }),
      [`GET account_service/login/bank_id/status/${SESSION_ID}`]: () => problem(403, "NoBoardMember"),
    });
    window.history.replaceState(null, "", "/#open-login-board");
    renderAccount();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Logga in som testperson" }));
    expect(await within(dialog).findByRole("heading", { name: "Ingen teknisk förvaltning" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Till felanmälan" }).getAttribute("href")).toBe("/kundservice/");
    expect(calls.find((call) => call.call === "POST account_service/login/bank_id/start")?.body).toMatchObject({
      flow: "loginBoardMember",
      loginType: "boardMember",
    });
    expect(calls.find((call) => call.call === "POST _dev/bankid/approve")?.body).toEqual({
      autoStartToken: "token-1",
      personalNumber: "199207204562",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tillbaka till inloggningen" }));
    expect(within(dialog).getByRole("tab", { name: "Styrelseportal" })).toBeTruthy();
  });

  it("has no developer form where the API has no developer route (preprod, production)", async () => {
    const calls = stubBridge({});
    renderAccount();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    const dialog = await openDialog();
    await waitFor(() => expect(calls.some((call) => call.call === "GET _dev/bankid/identities")).toBe(true));
    expect(within(dialog).queryByRole("button", { name: "Logga in som testperson" })).toBeNull();
    expect(dialog.querySelector("[data-dev-tool]")).toBeNull();
  });

  it("draws nothing outside a header", async () => {
    const { render } = await import("@testing-library/react");
    render(<AccountButton site={getSite("se")} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
