import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrationVerified } from "@housing/api-client";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { authBankidPagesMessages } from "../messages";
import { RegisterForm } from "./register-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const USER = { id: "u1", firstName: "Nils", lastName: "Nilsson" };

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** Answers the bridge's calls by API path; records what was sent. */
function answer(routes: Record<string, (body: Record<string, unknown>) => Response>): Sent[] {
  const sent: Sent[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/_api\//, "").replace(/\/$/, "");
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path, body });
    const route = routes[path];
    return route
      ? route(body)
      : Response.json({ status: 404, error: "NotFound", message: "notFound" }, { status: 404 });
  });
  return sent;
}

const refused = (status: number, error: string, message: string, fieldErrors?: Record<string, string[]>) =>
  Response.json({ status, error, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });

function renderForm(site: SiteConfig = se, verified: RegistrationVerified | null = null) {
  const onRegistered = vi.fn();
  render(
    <TestI18nProvider locale={site.locale} messages={[authBankidPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
        <RegisterForm site={site} verified={verified} onRegistered={onRegistered} />
      </ApiProvider>
    </TestI18nProvider>,
  );
  return onRegistered;
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function fillPerson() {
  await userEvent.type(field(/^Förnamn/), "Nils");
  await userEvent.type(field(/^Efternamn/), "Nilsson");
  await userEvent.type(field(/^Födelsedatum/), "1990-05-05");
}

async function fillRest({ campaignCode = "" } = {}) {
  await userEvent.type(field(/^Adress/), "Storgatan 3");
  await userEvent.type(field(/^Postnummer/), "113 51");
  await userEvent.type(field(/^Ort/), "Stockholm");
  await userEvent.type(field(/^Telefonnummer/), "070-765 43 21");
  if (campaignCode) await userEvent.type(field(/^Kampanjkod/), campaignCode);
  await userEvent.click(field(/^Jag godkänner/));
}

async function sendCode(email = "nils@example.com") {
  await userEvent.type(field(/^E-post/), email);
  await userEvent.click(screen.getByRole("button", { name: "Skicka verifieringskod" }));
  await screen.findByText(`Vi har skickat en kod till ${email}. Den gäller i 15 minuter.`);
  await userEvent.type(field(/^Verifieringskod/), "123456");
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Skapa konto" }));

describe("the registration form", () => {
  it("checks every field with the request's schema before anything is sent, in the site's language", async () => {
    renderForm();
    await userEvent.type(field(/^Förnamn/), "Nils2");
    await userEvent.type(field(/^E-post/), "nils@example");
    await userEvent.type(field(/^Telefonnummer/), "12");
    await userEvent.type(field(/^Födelsedatum/), "1990-02-30");
    await userEvent.type(field(/^Lösenord/), "abc");
    await submit();
    expect(await screen.findByText("Ange en giltig e-postadress.")).toBeTruthy();
    expect(screen.getByText("Kontrollera det du har skrivit.")).toBeTruthy();
    expect(screen.getByText(/Ange ett telefonnummer med 7–20 tecken/)).toBeTruthy();
    expect(screen.getByText("Ange ett giltigt födelsedatum.")).toBeTruthy();
    expect(screen.getByText("Lösenordet måste ha minst 6 tecken.")).toBeTruthy();
    expect(screen.getByText("Du behöver godkänna villkoren.")).toBeTruthy();
    expect(screen.getByText("Skicka en verifieringskod till din e-postadress och fyll i den.")).toBeTruthy();
    expect(screen.getAllByText("Fyll i fältet.").length).toBeGreaterThanOrEqual(4);
    expect(field(/^Förnamn/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for passwords that match", async () => {
    renderForm();
    await userEvent.type(field(/^Lösenord/), "Nils-1234");
    await userEvent.type(field(/^Upprepa lösenordet/), "Nils-1235");
    await submit();
    expect(await screen.findByText("Lösenorden är inte lika.")).toBeTruthy();
  });

  it("mails the code, then registers with e-mail and password and hands on the logged-in user", async () => {
    const sent = answer({
      "account_service/register/email_code": () => Response.json({ status: "Ok" }),
      "account_service/register": () =>
        Response.json({ status: "Ok", expiresAt: "2026-11-25T12:00:00.000Z", user: USER }),
    });
    const onRegistered = renderForm();
    await fillPerson();
    await sendCode();
    await userEvent.type(field(/^Lösenord/), "Nils-1234");
    await userEvent.type(field(/^Upprepa lösenordet/), "Nils-1234");
    await fillRest();
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ status: "Ok" })));
    expect(sent).toEqual([
      { path: "account_service/register/email_code", body: { email: "nils@example.com", siteId: se.siteId } },
      {
        path: "account_service/register",
        body: {
          password: "Nils-1234",
          birthDate: "1990-05-05",
          firstName: "Nils",
          lastName: "Nilsson",
          email: "nils@example.com",
          address: "Storgatan 3",
          postalCode: "113 51",
          city: "Stockholm",
          countryId: "se",
          phoneNumber: "070-765 43 21",
          emailCode: "123456",
          newsletter: false,
          preOfferLetter: false,
          terms: true,
          siteId: se.siteId,
        },
      },
    ]);
  });

  it("shows a wrong code and a wrong campaign code on their fields, and keeps what was typed", async () => {
    answer({
      "account_service/register/email_code": () => Response.json({ status: "Ok" }),
      "account_service/register": (body) =>
        body.campaignCode
          ? refused(400, "InvalidCampaignCode", "invalidCampaignCode", { "body.campaignCode": ["InvalidCampaignCode"] })
          : refused(400, "InvalidInput", "emailVerificationCodeWrong", {
              "body.emailCode": ["emailVerificationCodeWrong"],
            }),
    });
    renderForm();
    await fillPerson();
    await sendCode();
    await userEvent.type(field(/^Lösenord/), "Nils-1234");
    await userEvent.type(field(/^Upprepa lösenordet/), "Nils-1234");
    await fillRest();
    await submit();
    expect(
      await screen.findByText("Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny."),
    ).toBeTruthy();
    expect(field(/^Verifieringskod/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field(/^Verifieringskod/));
    expect(field(/^Adress/).value).toBe("Storgatan 3");

    await userEvent.type(field(/^Kampanjkod/), "WRONG");
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Kampanjkoden är fel eller gäller inte längre.");
    expect(field(/^Kampanjkod/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^Kampanjkod/).value).toBe("WRONG");
  });

  it.each([
    [
      refused(409, "UserAlreadyExists", "userExists", { "body.email": ["emailInUse"] }),
      "Det finns redan ett konto för dig. Logga in i stället.",
    ],
    [
      refused(422, "Error", "personDeceased"),
      "Vi kan inte skapa eller ändra ett konto för den här personen. Kontakta vår kundservice.",
    ],
    [
      Response.json(
        { status: 429, error: "TooManyAttempts", message: "tooManyAttempts", retryAfter: 600 },
        { status: 429, headers: { "retry-after": "600" } },
      ),
      "För många försök. Vänta 10 minuter och försök igen.",
    ],
  ])("says why a registration was refused (%#)", async (response, text) => {
    answer({
      "account_service/register/email_code": () => Response.json({ status: "Ok" }),
      "account_service/register": () => response.clone(),
    });
    renderForm();
    await fillPerson();
    await sendCode();
    await userEvent.type(field(/^Lösenord/), "Nils-1234");
    await userEvent.type(field(/^Upprepa lösenordet/), "Nils-1234");
    await fillRest();
    await submit();
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(field(/^Förnamn/).value).toBe("Nils");
  });

  it("after BankID: the verified person is read-only and the request carries the number and its token, no password", async () => {
    const sent = answer({
      "account_service/register/email_code": () => Response.json({ status: "Ok" }),
      "account_service/register": () => Response.json({ status: "Ok", user: USER }),
    });
    const onRegistered = renderForm(se, {
      status: "Ok",
      registrationToken: "registration-token",
      person: { securityNumber: "200109095679", firstName: "Sara", lastName: "Nyström" },
    });
    expect(field(/^Personnummer/).value).toBe("200109095679");
    expect(field(/^Förnamn/).readOnly).toBe(true);
    expect(field(/^Efternamn/).value).toBe("Nyström");
    expect(field(/^Födelsedatum/).value).toBe("2001-09-09");
    expect(screen.queryByLabelText(/^Lösenord/)).toBeNull();
    await sendCode("sara@example.com");
    await fillRest();
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(sent[1]?.body).toMatchObject({
      securityNumber: "200109095679",
      registrationToken: "registration-token",
      firstName: "Sara",
      birthDate: "2001-09-09",
    });
    expect(sent[1]?.body).not.toHaveProperty("password");
  });

  it("offers the campaign code only where the site has VIP", () => {
    renderForm(getSite("fi"));
    expect(screen.getByLabelText(/^Etunimi/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Kampanjakoodi/)).toBeNull();
    cleanup();
    renderForm(getSite("no"));
    expect(screen.getByLabelText(/^Kampanjekode/)).toBeTruthy();
  });
});
