import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordPage } from "./forgot-password-page";
import { OK, SE, refusal, renderPage, stubBridge } from "./testing";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = "Jx6tX1nq3mYkE0oQ9bq7v2H5cW8zR4sL1dF6gA3hK0p";
const open = (query = "") => renderPage(ForgotPasswordPage, { title: "Glömt lösenord", query });

describe("the forgotten-password page", () => {
  it("without a token: the reset form, then the confirmation with the e-mail", async () => {
    const { sent } = stubBridge({ "POST user_system/forgotpassword": OK() });
    open();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Glömt lösenord");
    await userEvent.click(screen.getByRole("button", { name: "Skicka länk" }));
    expect(await screen.findByText("Fyll i fältet.")).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText(/E-post/), " anna@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Skicka länk" }));
    const confirmation = await screen.findByRole("status");
    expect(confirmation.textContent).toBe(
      "Om det finns ett konto för anna@example.com har vi skickat en länk dit. Länken gäller i en timme.",
    );
    expect(document.activeElement).toBe(confirmation);
    expect(sent).toEqual([
      { call: "POST user_system/forgotpassword", body: { email: "anna@example.com", siteId: SE.siteId } },
    ]);
    expect(screen.getByRole("link", { name: "Tillbaka till inloggningen" }).getAttribute("href")).toBe("/logga-in/");
  });

  it("with a token: checks the new password twice before anything is sent", async () => {
    const { sent } = stubBridge({});
    open(`token=${TOKEN}`);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Välj ett nytt lösenord");
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "12345");
    await userEvent.type(screen.getByLabelText(/Upprepa/), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Spara lösenordet" }));
    expect(await screen.findByText("Lösenordet måste ha minst 6 tecken.")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Nytt lösenord/));
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.click(screen.getByRole("button", { name: "Spara lösenordet" }));
    expect(await screen.findByText("Lösenorden är inte likadana.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("with a token: sets the password and leads to the login", async () => {
    const { sent } = stubBridge({ "POST user_system/setpassword": OK() });
    open(`token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(screen.getByLabelText(/Upprepa/), "Nytt-1234");
    await userEvent.keyboard("{Enter}");
    const done = await screen.findByRole("status");
    expect(done.textContent).toBe("Klart! Ditt lösenord är bytt. Logga in med det nya lösenordet.");
    expect(document.activeElement).toBe(done);
    expect(sent).toEqual([{ call: "POST user_system/setpassword", body: { token: TOKEN, password: "Nytt-1234" } }]);
    expect(screen.getByRole("link", { name: "Till inloggningen" }).getAttribute("href")).toBe("/logga-in/");
  });

  it("with a used or expired token: says so and leads to a new link", async () => {
    stubBridge({ "POST user_system/setpassword": refusal("body.token", "tokenInvalid") });
    open(`token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(screen.getByLabelText(/Upprepa/), "Nytt-1234");
    await userEvent.keyboard("{Enter}");
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Länken fungerar inte längre/);
    expect(screen.getByRole("link", { name: "Få en ny länk" }).getAttribute("href")).toBe("/glomt-losenord/");
  });

  it("after too many attempts says how long to wait and keeps what was typed", async () => {
    stubBridge({
      "POST user_system/setpassword": Response.json(
        { status: 429, error: "TooManyAttempts", message: "tooManyAttempts", retryAfter: 600 },
        { status: 429 },
      ),
    });
    open(`token=${TOKEN}`);
    await userEvent.type(screen.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(screen.getByLabelText(/Upprepa/), "Nytt-1234");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("För många försök. Vänta 10 minuter och försök igen."),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Nytt lösenord/).value).toBe("Nytt-1234");
  });
});
