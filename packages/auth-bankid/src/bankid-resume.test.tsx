import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { HeaderAccountProvider } from "@housing/session/header-account";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { bankIdDeepLinkOf, withBankIdDeepLink, withoutBankIdDeepLink } from "./bankid-deep-link";
import { authBankidMessages } from "./messages";
import { autoStartUrlReturningTo } from "./pages/login/bankid-view";
import { testHeaderAccount } from "./test-utils";

const se = getSite("se");
const ORDER = "0123456789abcdef0123456789abcdef";
const fetchMock = vi.fn<typeof fetch>();
const paths = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

function answers(...results: unknown[]) {
  fetchMock.mockImplementation(() => Promise.resolve(Response.json(results.length > 1 ? results.shift() : results[0])));
}

function renderFrame() {
  render(
    <TestSessionProvider>
      <TestI18nProvider locale="sv" messages={[authBankidMessages]}>
        <ApiProvider baseUrl="http://api.test" siteKey="Jmse" queryClient={createQueryClient()}>
          <HeaderAccountProvider value={testHeaderAccount()}>
            <AccountButton site={se} />
          </HeaderAccountProvider>
        </ApiProvider>
      </TestI18nProvider>
    </TestSessionProvider>,
  );
}

describe("the BankID deep link (spec sections 2, 4 and 9)", () => {
  it("resumes the order 500 ms after the page opens, polls every second, logs in and leaves only the search's own query", async () => {
    window.history.replaceState(null, "", `/sok/?rooms=2&poolingId=${ORDER}&type=private#map`);
    answers(
      { status: "Pending", hintCode: "userSign", qrCode: null },
      { status: "Ok", expiresAt: "2026-11-25T12:00:00Z" },
    );
    await import("./bankid-resume");
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("dialog", { name: "Inloggning med BankID" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(paths()).toEqual([`/_api/account_service/login/bank_id/status/${ORDER}/`]);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole("status").textContent).toBe("Klart! Du är inloggad.");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/sok/?rooms=2#map");
  });

  it("says so when the order was cancelled, and removes the parameters too", async () => {
    window.history.replaceState(null, "", `/sok/?poolingId=${ORDER}&type=boardMember`);
    answers({ status: "Cancelled" });
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole("alert").textContent).toBe(
      "Inloggningen med BankID avbröts eller misslyckades. Försök igen.",
    );
    expect(window.location.search).toBe("");
  });

  it("loads nothing without both parameters, and leaves the login page to its own view", async () => {
    window.history.replaceState(null, "", `/sok/?poolingId=${ORDER}`);
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    cleanup();
    window.history.replaceState(null, "", `/logga-in/?poolingId=${ORDER}&type=private`);
    renderFrame();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reads, writes and removes the parameters", () => {
    expect(bankIdDeepLinkOf(`?poolingId=${ORDER}&type=privateCase`)).toEqual({
      sessionId: ORDER,
      loginType: "privateCase",
    });
    expect(bankIdDeepLinkOf(`?poolingId=${ORDER}&type=other`)).toEqual({ sessionId: ORDER, loginType: "private" });
    expect(bankIdDeepLinkOf("?poolingId=../../x&type=private")).toBeNull();
    expect(bankIdDeepLinkOf("?type=private")).toBeNull();
    const back = withBankIdDeepLink("https://fjallvik.example/sok/?rooms=2#map", {
      sessionId: ORDER,
      loginType: "private",
    });
    expect(back).toBe(`https://fjallvik.example/sok/?rooms=2&poolingId=${ORDER}&type=private`);
    expect(withoutBankIdDeepLink(back)).toBe("https://fjallvik.example/sok/?rooms=2");
    expect(autoStartUrlReturningTo("bankid:///?autostarttoken=abc&redirect=null", back)).toBe(
      `bankid:///?autostarttoken=abc&redirect=${encodeURIComponent(back)}`,
    );
    expect(autoStartUrlReturningTo("http://127.0.0.1:4302/?autostarttoken=abc", back)).toBe(
      `http://127.0.0.1:4302/?autostarttoken=abc&redirect=${encodeURIComponent(back)}`,
    );
  });
});
