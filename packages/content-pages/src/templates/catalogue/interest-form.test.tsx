import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_RANGES, type AnonymousInterestRequest, type AnonymousInterestResponse } from "@housing/contracts";
import { NBSP } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { contentPagesMessages } from "../../messages";
import type { Locale } from "@housing/site-config";
import { InterestForm } from "./interest-form";
import { InterestSubmitProvider, type InterestSubmitter } from "./interest-submit";
import { INTEREST_COOKIE, INTEREST_COOKIE_MAX_AGE_SECONDS } from "./interest-key";
import { readLoginEmail, takePendingInterest } from "@housing/session/pending-signup";

afterEach(() => {
  cleanup();
  document.cookie = `${INTEREST_COOKIE}=; Max-Age=0; Path=/`;
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

const STAGE_ID = "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50";
const CREATED: AnonymousInterestResponse = { status: "created", id: "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b" };

function renderForm(submit: InterestSubmitter, locale: Locale = "sv", country: "se" | "fi" = "se") {
  return render(
    <TestI18nProvider locale={locale} messages={[contentPagesMessages]}>
      <InterestSubmitProvider submit={submit}>
        <InterestForm
          stageId={STAGE_ID}
          objectId={null}
          subject="Brf Tallkronan"
          roomsRange={SEARCH_RANGES[country].rooms}
        />
      </InterestSubmitProvider>
    </TestI18nProvider>,
  );
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Skicka intresseanmälan" }));
  });
function fillRequired() {
  type(/^Förnamn/, " Anna ");
  type(/^Efternamn/, "Berg");
  type(/^E-post/, "anna@example.com");
  type(/^Telefon/, "070-123 45 67");
  fireEvent.click(screen.getByLabelText(/^Jag godkänner/));
}
const errorOf = (label: RegExp) => {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return field.getAttribute("aria-invalid") === "true"
    ? ids.map((id) => document.getElementById(id)?.textContent).join(" ")
    : null;
};

describe("InterestForm (spec sections 3 and 5)", () => {
  it("shows every error on submit, links it to its field and focuses the first", async () => {
    const submit = vi.fn<InterestSubmitter>();
    renderForm(submit);
    await send();
    expect(submit).not.toHaveBeenCalled();
    const first = screen.getByLabelText(/^Förnamn/);
    expect(document.activeElement).toBe(first);
    expect(errorOf(/^Förnamn/)).toBe("Fyll i fältet.");
    // Names, e-mail, phone and terms are required; postal code, rooms and message are not.
    expect(errorOf(/^Telefon/)).toContain("Fyll i fältet.");
    expect(errorOf(/^Postnummer/)).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("5 fält behöver rättas");
  });

  it("checks a field on blur and clears the error once corrected", () => {
    renderForm(vi.fn<InterestSubmitter>());
    type(/^E-post/, "anna@");
    fireEvent.blur(screen.getByLabelText(/^E-post/));
    expect(screen.getByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeTruthy();
    type(/^E-post/, "anna@example.com");
    expect(screen.queryByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeNull();
  });

  it("refuses a phone that is too short and a postal code with letters, with translated errors", () => {
    renderForm(vi.fn<InterestSubmitter>());
    type(/^Telefon/, "070 12");
    fireEvent.blur(screen.getByLabelText(/^Telefon/));
    expect(errorOf(/^Telefon/)).toContain("Ange ett telefonnummer med 7–20 tecken");
    type(/^Postnummer/, "SE-113 51");
    fireEvent.blur(screen.getByLabelText(/^Postnummer/));
    expect(errorOf(/^Postnummer/)).toContain("Ange bara siffror och mellanslag.");
    type(/^Postnummer/, "113 51");
    expect(errorOf(/^Postnummer/)).toBeNull();
  });

  it("offers the site's rooms range with an open-ended top, and says so when max is below min", () => {
    renderForm(vi.fn<InterestSubmitter>());
    const options = [...screen.getByLabelText<HTMLSelectElement>(/^Minst/).options].map((option) => option.text);
    expect(options).toEqual([
      "Valfritt",
      `1${NBSP}rok`,
      `2${NBSP}rok`,
      `3${NBSP}rok`,
      `4${NBSP}rok`,
      `5${NBSP}rok eller fler`,
    ]);
    choose(/^Minst/, "4");
    choose(/^Högst/, "2");
    expect(errorOf(/^Högst/)).toContain("Högst antal rum kan inte vara färre än minst antal rum.");
    choose(/^Minst/, "2");
    expect(errorOf(/^Högst/)).toBeNull();
  });

  it("offers Finland's rooms up to 4 or more", () => {
    renderForm(vi.fn<InterestSubmitter>(), "fi", "fi");
    const options = [...screen.getByLabelText<HTMLSelectElement>(/^Enintään/).options].map((option) => option.text);
    expect(options.at(-1)).toBe(`4${NBSP}h+k tai enemmän`);
    expect(options).toHaveLength(5);
  });

  it("sends the form without empty optional fields, keeps it on failure and thanks on success", async () => {
    const submit = vi
      .fn<(request: AnonymousInterestRequest) => Promise<AnonymousInterestResponse>>()
      .mockRejectedValueOnce(new Error("network"))
      .mockResolvedValueOnce(CREATED);
    renderForm(submit);
    fillRequired();
    await send();
    expect(submit).toHaveBeenCalledWith({
      stageId: STAGE_ID,
      firstName: "Anna",
      lastName: "Berg",
      email: "anna@example.com",
      phone: "070-123 45 67",
      acceptTerms: true,
    });
    expect(screen.getByRole("alert").textContent).toContain("Det gick inte att skicka");
    expect(screen.getByLabelText<HTMLInputElement>(/^Förnamn/).value).toBe(" Anna ");
    expect(screen.getByLabelText<HTMLInputElement>(/^Telefon/).value).toBe("070-123 45 67");
    await send();
    expect(screen.getByRole("status").textContent).toContain("anna@example.com");
  });

  it("sends postal code and the rooms wish as numbers", async () => {
    const submit = vi.fn<InterestSubmitter>().mockResolvedValue(CREATED);
    renderForm(submit);
    fillRequired();
    type(/^Postnummer/, " 113 51 ");
    choose(/^Minst/, "2");
    choose(/^Högst/, "5");
    await send();
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ postalCode: "113 51", minRooms: 2, maxRooms: 5 }));
  });

  it("shows the API's field errors when the server refuses the input, keeping every choice", async () => {
    const refusal = Object.assign(new Error("invalid"), {
      body: { fieldErrors: { "body.maxRooms": ["invalidInput"] } },
    });
    renderForm(vi.fn<InterestSubmitter>().mockRejectedValue(refusal));
    fillRequired();
    choose(/^Minst/, "3");
    choose(/^Högst/, "5");
    await send();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Högst/));
    expect(screen.getByLabelText<HTMLSelectElement>(/^Minst/).value).toBe("3");
    expect(screen.getByLabelText<HTMLSelectElement>(/^Högst/).value).toBe("5");
  });

  it("keeps a sent interest 30 days in its cookie and says so on the next visit (spec section 9)", async () => {
    const written: string[] = [];
    let holder: object | null = document;
    let descriptor: PropertyDescriptor | undefined;
    while (holder && !descriptor) {
      descriptor = Object.getOwnPropertyDescriptor(holder, "cookie");
      holder = Object.getPrototypeOf(holder) as object | null;
    }
    if (!descriptor?.get || !descriptor.set) throw new Error("no cookie accessor");
    const { get, set } = descriptor;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => get.call(document) as string,
      set: (value: string) => {
        written.push(value);
        set.call(document, value);
      },
    });
    try {
      renderForm(vi.fn<InterestSubmitter>().mockResolvedValue(CREATED));
      fillRequired();
      await send();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(INTEREST_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(written).toEqual([`${INTEREST_COOKIE}=${STAGE_ID}; Max-Age=2592000; Path=/; SameSite=Lax`]);
    cleanup();
    renderForm(vi.fn<InterestSubmitter>());
    expect(screen.getByText("Du har redan skickat en intresseanmälan för Brf Tallkronan. Vi hör av oss.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Skicka en ny intresseanmälan" }));
    expect(screen.getByRole("button", { name: "Skicka intresseanmälan" })).toBeTruthy();
  });

  it("keeps the request of a known user and opens the login on the e-mail view with the e-mail (spec section 4)", async () => {
    renderForm(vi.fn<InterestSubmitter>().mockResolvedValue({ status: "userExists", id: null }));
    fillRequired();
    await send();
    expect(window.location.hash).toBe("#login-form-email");
    expect(screen.getByRole("status").textContent).toContain(
      "Det finns redan ett konto med e-postadressen anna@example.com",
    );
    expect(readLoginEmail()).toBe("anna@example.com");
    expect(takePendingInterest()).toEqual({ stageId: STAGE_ID, objectId: null, email: "anna@example.com" });
    expect(document.cookie).not.toContain(INTEREST_COOKIE);
  });

  it("opens the BankID login when the account needs BankID", async () => {
    renderForm(vi.fn<InterestSubmitter>().mockResolvedValue({ status: "mustLoginWithBankId", id: null }));
    fillRequired();
    await send();
    expect(window.location.hash).toBe("#login-form");
    expect(screen.getByRole("status").textContent).toContain("kräver inloggning med BankID");
    expect(takePendingInterest()).toEqual({ stageId: STAGE_ID, objectId: null, email: "anna@example.com" });
  });
});
