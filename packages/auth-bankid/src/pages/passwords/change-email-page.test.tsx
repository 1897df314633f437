import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_API_USER } from "@housing/session/testing";
import { ChangeEmailPage } from "./change-email-page";
import { OK, SE, refusal, renderPage, setSessionCookie, stubBridge } from "./testing";

beforeEach(() => setSessionCookie(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

const TOKEN = "Jx6tX1nq3mYkE0oQ9bq7v2H5cW8zR4sL1dF6gA3hK0p";
const open = (query = "") => renderPage(ChangeEmailPage, { title: "Byt e-postadress", query });
const user = (email = TEST_API_USER.email) => Response.json({ ...TEST_API_USER, email });

describe("the change-e-mail page", () => {
  it("shows the address now, refuses the same one and one another account has, then sends the link", async () => {
    let answer = refusal("body.email", "emailInUse");
    const { sent } = stubBridge({
      "GET account_service/user": user(),
      "POST user_system/triggerchangeemail": () => answer,
    });
    open();
    expect(await screen.findByText("Din e-postadress nu: astrid.lindqvist@example.se")).toBeTruthy();
    const field = screen.getByLabelText(/Ny e-postadress/);
    await userEvent.type(field, "Astrid.Lindqvist@example.se");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Det är den adress du har nu. Ange en ny.")).toBeTruthy();
    expect(sent.map((call) => call.call)).toEqual(["GET account_service/user"]);

    await userEvent.clear(field);
    await userEvent.type(field, "taken@example.se");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Det finns redan ett konto med den e-postadressen.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Ny e-postadress/).value).toBe("taken@example.se");

    answer = OK();
    await userEvent.clear(field);
    await userEvent.type(field, "astrid.ny@example.se");
    await userEvent.keyboard("{Enter}");
    const sentMessage = await screen.findByRole("status");
    expect(sentMessage.textContent).toBe(
      "Vi har skickat en länk till astrid.ny@example.se. Öppna den för att bekräfta den nya adressen. Länken gäller i 24 timmar.",
    );
    expect(document.activeElement).toBe(sentMessage);
    expect(sent.at(-1)).toEqual({
      call: "POST user_system/triggerchangeemail",
      body: { email: "astrid.ny@example.se", siteId: SE.siteId },
    });
  });

  it("with a token: confirms once and shows the new address the API answers", async () => {
    const { sent } = stubBridge({
      [`GET user_system/changeemail/${TOKEN}`]: () => Response.json({ status: "Ok", email: "astrid.ny@example.se" }),
    });
    open(`token=${TOKEN}`);
    expect(screen.getByRole("status").textContent).toBe("Bekräftar din nya e-postadress …");
    const done = await screen.findByText("Klart! Din e-postadress är nu astrid.ny@example.se.");
    expect(done.getAttribute("role")).toBe("status");
    expect(sent.map((call) => call.call)).toEqual([`GET user_system/changeemail/${TOKEN}`]);
  });

  it("with a token and a back end that does not answer the address: shows it from the refreshed user", async () => {
    let confirmed = false;
    const { sent } = stubBridge({
      [`GET user_system/changeemail/${TOKEN}`]: () => {
        confirmed = true;
        return OK();
      },
      "GET account_service/user": () => user(confirmed ? "astrid.ny@example.se" : TEST_API_USER.email),
    });
    open(`token=${TOKEN}`);
    expect(screen.getByRole("status").textContent).toBe("Bekräftar din nya e-postadress …");
    const done = await screen.findByText("Klart! Din e-postadress är nu astrid.ny@example.se.");
    expect(done.getAttribute("role")).toBe("status");
    expect(sent.filter((call) => call.call.startsWith("GET user_system"))).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Tillbaka till mina inställningar" })).toBeTruthy();
  });

  it("with a used or expired token: says so and leads to a new change", async () => {
    stubBridge({ [`GET user_system/changeemail/${TOKEN}`]: refusal("params.token", "tokenInvalid") });
    open(`token=${TOKEN}`);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Länken fungerar inte längre/);
    expect(screen.getByRole("link", { name: "Byt e-postadress igen" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-installningar/byt-e-post/",
    );
  });

  it("with a token whose address another account took meanwhile: says so", async () => {
    stubBridge({ [`GET user_system/changeemail/${TOKEN}`]: refusal("params.token", "emailInUse") });
    open(`token=${TOKEN}`);
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^Adressen har hunnit bli kopplad till ett annat konto/,
    );
  });

  it("when the service fails: says so and tries again on request", async () => {
    let isDown = true;
    stubBridge({
      [`GET user_system/changeemail/${TOKEN}`]: () => (isDown ? Response.json({}, { status: 503 }) : OK()),
      "GET account_service/user": user("astrid.ny@example.se"),
    });
    open(`token=${TOKEN}`);
    expect((await screen.findByRole("alert")).textContent).toBe("Något gick fel. Försök igen senare.");
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(await screen.findByText("Klart! Din e-postadress är nu astrid.ny@example.se.")).toBeTruthy();
  });
});
