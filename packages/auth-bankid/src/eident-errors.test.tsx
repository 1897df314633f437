import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@housing/api-client";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import type { PageViewModel } from "@housing/contracts";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { AccountButton } from "./account-button";
import { EIDENT_ERROR_KINDS, eidentErrorHash, eidentErrorKind, eidentErrorOfHash } from "./eident-errors";
import { authBankidMessages } from "./messages";
import { authBankidPagesMessages } from "./pages/messages";
import { eidentErrorOf } from "./pages/login/eident-outcome";
import { ElectronicIdReturnPage } from "./pages/login/eident-return-page";
import { renderInHeader } from "./test-utils";

const no = getSite("no");
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("the Norwegian e-ident hash errors (spec section 8)", () => {
  it("reads every kind from the hash, maps unknown kinds to purchase and ignores other hashes", () => {
    for (const kind of EIDENT_ERROR_KINDS) {
      expect(eidentErrorOfHash(`#${eidentErrorHash(kind)}`)).toBe(kind);
      expect(eidentErrorOfHash(`#eident-error=${kind.toUpperCase()}`)).toBe(kind);
    }
    expect(eidentErrorOfHash("#eident-error=somethingnew")).toBe("purchase");
    expect(eidentErrorOfHash("#eident-error=")).toBe("purchase");
    expect(eidentErrorOfHash("#eident-error%3Dcancel")).toBe("cancel");
    expect(eidentErrorOfHash("#open-login-private")).toBeNull();
    expect(eidentErrorOfHash("")).toBeNull();
    expect(eidentErrorOfHash("#%E0%A4%A")).toBeNull();
    expect(eidentErrorKind("usernopid")).toBe("purchase");
  });

  it("has a message of its own for every kind in all four locales", () => {
    for (const locale of ["sv", "nb", "fi", "en"] as const) {
      const catalogue = authBankidMessages[locale] as Record<string, string>;
      const texts = EIDENT_ERROR_KINDS.map((kind) => catalogue[`auth-bankid.eidentError.${kind}`]);
      expect(
        texts.every((text) => typeof text === "string" && text.length > 0),
        locale,
      ).toBe(true);
      expect(new Set(texts).size, locale).toBe(EIDENT_ERROR_KINDS.length);
    }
  });

  it.each(EIDENT_ERROR_KINDS.map((kind) => [kind]))(
    "a page opened with #eident-error=%s shows that kind's message in a modal",
    async (kind) => {
      window.history.replaceState(null, "", `/bolig/#eident-error=${kind}`);
      renderInHeader(<AccountButton site={no} />);
      const dialog = await screen.findByRole("dialog", { name: "Något gick fel" });
      const expected = (authBankidMessages.sv as Record<string, string>)[`auth-bankid.eidentError.${kind}`]!;
      expect(dialog.textContent).toContain(expected);
    },
  );

  it("shows an unknown kind as purchase; closing takes the hash away and keeps the path", async () => {
    window.history.replaceState(null, "", "/bolig/?a=1#eident-error=brandnew");
    renderInHeader(<AccountButton site={no} />);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector("[data-eident-error]")?.getAttribute("data-eident-error")).toBe("purchase");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/bolig/?a=1");
  });

  it("opens when the hash arrives after load", async () => {
    renderInHeader(<AccountButton site={no} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      window.location.hash = "eident-error=timeout";
    });
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});

describe("the e-ID return page", () => {
  function renderReturnPage() {
    render(
      <TestSessionProvider>
        <TestI18nProvider locale="nb" messages={[authBankidMessages, authBankidPagesMessages]}>
          <ApiProvider baseUrl="http://api.test" siteKey="Jmno" queryClient={createQueryClient()}>
            <ElectronicIdReturnPage site={no} model={{ templateName: "ElectronicIdReturnPage" } as PageViewModel} />
          </ApiProvider>
        </TestI18nProvider>
      </TestSessionProvider>,
    );
  }

  it("shows the error its hash carries, without asking the API", async () => {
    window.history.replaceState(null, "", "/logg-inn/e-id/#eident-error=ssnnomatch");
    renderReturnPage();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Fødselsnummeret fra BankID stemmer ikke med kontoen din.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports a failed login as an e-ident error, in the page and in its hash", async () => {
    window.history.replaceState(null, "", "/logg-inn/e-id/?state=abc&code=def");
    fetchMock.mockResolvedValue(
      Response.json({ status: 404, error: "SsnNotFound", message: "ssnNotFound" }, { status: 404 }),
    );
    renderReturnPage();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Vi fant ingen konto for denne BankID-en. Opprett en konto først.",
    );
    expect(window.location.hash).toBe("#eident-error=notfound");
    expect(screen.getByRole("link", { name: "Prøv igjen" }).getAttribute("href")).toBe("/logg-inn/");
  });

  it("maps the API's failures to the kinds", () => {
    const failure = (status: number, error: string, message = "") =>
      new ApiError(status, { status, error, message }, message);
    expect(eidentErrorOf(failure(404, "SsnNotFound"))).toBe("notfound");
    expect(eidentErrorOf(failure(404, "NotFound"))).toBe("timeout");
    expect(eidentErrorOf(failure(409, "UserAlreadyExists"))).toBe("userexists");
    expect(eidentErrorOf(failure(403, "MustActivatePid"))).toBe("nopid");
    expect(eidentErrorOf(failure(422, "Error", "securityNumberMismatch"))).toBe("ssnnomatch");
    expect(eidentErrorOf(failure(422, "Error", "personDeceased"))).toBe("unauthorizedid");
    expect(eidentErrorOf(failure(422, "Error", "eidentFailed"))).toBe("loginfailed");
    expect(eidentErrorOf(failure(503, "ServiceUnavailable"))).toBe("exception");
    // The API's request limit says try again later; its own 429 for a login under way says so.
    expect(eidentErrorOf(failure(429, "TooManyRequests", "tooManyRequests"))).toBe("exception");
    expect(eidentErrorOf(failure(429, "TooManyAttempts", "tooManyAttempts"))).toBe("inprogress");
    expect(eidentErrorOf(new Error("offline"))).toBe("exception");
  });
});
