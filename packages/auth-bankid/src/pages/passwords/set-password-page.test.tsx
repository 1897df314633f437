import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_API_USER } from "@housing/session/testing";
import { SetPasswordPage } from "./set-password-page";
import { OK, refusal, renderPage, setSessionCookie, stubBridge } from "./testing";

beforeEach(() => setSessionCookie(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSessionCookie(false);
});

const open = () => renderPage(SetPasswordPage, { title: "Byt lösenord" });
const withPassword = () => Response.json({ ...TEST_API_USER, hasPassword: true });
const withoutPassword = () => Response.json({ ...TEST_API_USER, hasPassword: false });

async function fillNew(password = "Nytt-1234") {
  await userEvent.type(await screen.findByLabelText(/^Nytt lösenord/), password);
  await userEvent.type(screen.getByLabelText(/Upprepa/), password);
}

describe("the change-password page", () => {
  it("shows a wrong current password on its field and keeps what was typed", async () => {
    const { sent } = stubBridge({
      "GET account_service/user": withPassword(),
      "POST user_system/updatepassword": refusal("body.oldPassword", "wrongPassword"),
    });
    open();
    await userEvent.type(await screen.findByLabelText(/Nuvarande lösenord/), "Fel-1234");
    await fillNew();
    await userEvent.click(screen.getByRole("button", { name: "Byt lösenord" }));
    expect(await screen.findByText("Lösenordet stämmer inte.")).toBeTruthy();
    const current = screen.getByLabelText<HTMLInputElement>(/Nuvarande lösenord/);
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(current);
    expect(current.value).toBe("Fel-1234");
    expect(sent.at(-1)).toEqual({
      call: "POST user_system/updatepassword",
      body: { oldPassword: "Fel-1234", newPassword: "Nytt-1234" },
    });
  });

  it("changes the password and says so, with the way back to the settings", async () => {
    const { sent } = stubBridge({
      "GET account_service/user": withPassword(),
      "POST user_system/updatepassword": OK(),
    });
    open();
    await userEvent.type(await screen.findByLabelText(/Nuvarande lösenord/), "Demo-1234");
    await fillNew();
    await userEvent.keyboard("{Enter}");
    const done = await screen.findByRole("status");
    expect(done.textContent).toBe("Klart! Ditt lösenord är bytt.");
    expect(document.activeElement).toBe(done);
    expect(sent.filter((call) => call.call.startsWith("POST"))).toEqual([
      { call: "POST user_system/updatepassword", body: { oldPassword: "Demo-1234", newPassword: "Nytt-1234" } },
    ]);
    expect(screen.getByRole("link", { name: "Tillbaka till mina inställningar" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-installningar/",
    );
  });

  it("checks the repeated password before anything is sent, and offers the forgotten-password way", async () => {
    const { sent } = stubBridge({ "GET account_service/user": withPassword() });
    open();
    await userEvent.type(await screen.findByLabelText(/Nuvarande lösenord/), "Demo-1234");
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(screen.getByLabelText(/Upprepa/), "Nytt-12345");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Lösenorden är inte likadana.")).toBeTruthy();
    expect(sent.map((call) => call.call)).toEqual(["GET account_service/user"]);
    expect(screen.getByRole("link", { name: "Glömt ditt nuvarande lösenord?" }).getAttribute("href")).toBe(
      "/glomt-losenord/",
    );
  });

  it("lets an account without a password choose its first, without a current one", async () => {
    const { sent } = stubBridge({
      "GET account_service/user": withoutPassword(),
      "POST user_system/updatepassword": OK(),
    });
    open();
    await fillNew("Forsta-1234");
    expect(screen.queryByLabelText(/Nuvarande lösenord/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Spara lösenordet" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Klart! Nu kan du också logga in med din e-postadress och ditt lösenord.",
    );
    expect(sent.find((call) => call.call.startsWith("POST"))).toEqual({
      call: "POST user_system/updatepassword",
      body: { newPassword: "Forsta-1234" },
    });
  });

  it("shows an account the API cannot give a password this way the forgotten-password link", async () => {
    stubBridge({
      "GET account_service/user": withoutPassword(),
      "POST user_system/updatepassword": refusal("body.oldPassword", "passwordNotSet"),
    });
    open();
    await fillNew();
    await userEvent.keyboard("{Enter}");
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Ditt konto har inget lösenord ännu\./);
    expect(screen.getByRole("link", { name: "Få en länk via e-post" }).getAttribute("href")).toBe("/glomt-losenord/");
  });

  it("sends a visitor whose session the API refuses to the login, with the page as referrer", async () => {
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/mina-sidor/mina-installningar/byt-losenord/",
      search: "",
      replace,
    });
    stubBridge({ "GET account_service/user": Response.json({ status: 401, error: "Unauthorized" }, { status: 401 }) });
    open();
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith("/logga-in/?referrer=%2Fmina-sidor%2Fmina-installningar%2Fbyt-losenord%2F"),
    );
  });
});
