import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { authBankidPagesMessages } from "../messages";
import { EmailView } from "./email-view";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderView(onResult = vi.fn()) {
  render(
    <TestI18nProvider locale="sv" messages={[authBankidPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
        <EmailView siteId="site-se" onResult={onResult} />
      </ApiProvider>
    </TestI18nProvider>,
  );
  return onResult;
}

describe("the e-mail login", () => {
  it("checks the fields with the shared schema before anything is sent", async () => {
    renderView();
    await userEvent.type(screen.getByLabelText(/E-post/), "anna@example");
    await userEvent.type(screen.getByLabelText(/Lösenord/), "123");
    await userEvent.click(screen.getByRole("button", { name: "Logga in" }));
    expect(await screen.findByText("Ange en giltig e-postadress.")).toBeTruthy();
    expect(screen.getByText("Lösenordet måste ha minst 6 tecken.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logs in through the session bridge and hands the result on", async () => {
    let sent: { url: string; body: unknown } | null = null;
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      sent = { url: request.url, body: await request.json() };
      return Response.json({ status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z" });
    });
    const onResult = renderView();
    await userEvent.type(screen.getByLabelText(/E-post/), " anna.andersson@example.com ");
    await userEvent.type(screen.getByLabelText(/Lösenord/), "Demo-1234");
    await userEvent.click(screen.getByRole("button", { name: "Logga in" }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ status: "Ok" })));
    expect(sent).toEqual({
      url: `${window.location.origin}/_api/account_service/login/email/`,
      body: { email: "anna.andersson@example.com", password: "Demo-1234", siteId: "site-se" },
    });
  });

  it("shows the login failure and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { status: 401, error: "InvalidEmailLoginInput", message: "InvalidEmailLoginInput" },
        { status: 401 },
      ),
    );
    renderView();
    await userEvent.type(screen.getByLabelText(/E-post/), "anna.andersson@example.com");
    await userEvent.type(screen.getByLabelText(/Lösenord/), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Logga in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Inloggningen misslyckades. Kontrollera e-postadress och lösenord.",
    );
    expect(screen.getByLabelText<HTMLInputElement>(/E-post/).value).toBe("anna.andersson@example.com");
    expect(screen.getByLabelText<HTMLInputElement>(/Lösenord/).value).toBe("wrong-password");
  });

  it("says how long to wait after too many attempts", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { status: 429, error: "TooManyRequests", message: "tooManyAttempts", retryAfter: 600 },
        { status: 429, headers: { "retry-after": "600" } },
      ),
    );
    renderView();
    await userEvent.type(screen.getByLabelText(/E-post/), "anna.andersson@example.com");
    await userEvent.type(screen.getByLabelText(/Lösenord/), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Logga in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("För många försök. Vänta 10 minuter och försök igen.");
  });
});
