import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, refusal, stubBridge } from "@housing/api-client/testing";
import type { BookingState } from "@housing/contracts/booking";
import { getSite } from "@housing/site-config";
import {
  BOOKING_ID,
  CONTACT,
  OBJECT_ID,
  SAVED_PERSONAL_INFO,
  bookingFixture,
  objectInfoFixture,
  renderForSite,
} from "../test-utils";
import { BookingFlow } from "./booking-flow";

const se = getSite("se");
const BUY = "api/buyresidence";
const statusCall = `GET ${BUY}/getbookingstatus/${BOOKING_ID}`;
const saveCall = `POST ${BUY}/bookingstep/${BOOKING_ID}`;
const json = (body: unknown) => () => Response.json(body);

beforeEach(() => {
  document.cookie = "buyresidence=; path=/; max-age=0";
  window.history.replaceState(null, "", "/boka/");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderFlow(booking: BookingState | null, query = "", navigate = vi.fn()) {
  renderForSite(
    <BookingFlow
      site={se}
      info={objectInfoFixture({ booking })}
      contact={CONTACT}
      query={query}
      navigate={navigate}
      redirect={vi.fn()}
    />,
    se,
  );
  return navigate;
}

describe("starting a booking", () => {
  it("asks for the terms before any call, books once on a double click, and polls while the API answers 202", async () => {
    let polls = 0;
    const calls = stubBridge({
      [`POST ${BUY}/startbookingasync`]: () => Response.json({ bookingId: BOOKING_ID }, { status: 202 }),
      [statusCall]: () => (++polls < 3 ? new Response(null, { status: 202 }) : Response.json(bookingFixture())),
    });
    renderFlow(null);
    const book = screen.getByRole("button", { name: "Boka" });
    await userEvent.click(book);
    expect(await screen.findByText("Du behöver godkänna villkoren för att boka.")).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByLabelText(/Jag har läst och godkänner villkoren/));
    await userEvent.dblClick(book);
    expect(await screen.findByText("Vi reserverar bostaden åt dig …")).toBeTruthy();
    const heading = await screen.findByRole("heading", { name: "Dina uppgifter" }, { timeout: 5000 });
    expect(screen.getByText("Steg 2 av 8")).toBeTruthy();
    expect(calls.filter((entry) => entry.call === `POST ${BUY}/startbookingasync`)).toHaveLength(1);
    expect(polls).toBe(3);
    expect(document.activeElement).toBe(heading);
    // Spec section 3: the cookie names the booking for the server's next page load.
    expect(decodeURIComponent(document.cookie)).toContain(
      JSON.stringify({ bookingId: BOOKING_ID, objectId: OBJECT_ID }),
    );
  });

  it("tells a buyer who lost the race that the home cannot be booked", async () => {
    stubBridge({
      [`POST ${BUY}/startbookingasync`]: json({ bookingId: BOOKING_ID }),
      [statusCall]: json(bookingFixture({ status: "rejected", reason: "cannotBook", expiresAt: null })),
    });
    renderFlow(null);
    await userEvent.click(screen.getByLabelText(/Jag har läst och godkänner villkoren/));
    await userEvent.click(screen.getByRole("button", { name: "Boka" }));
    expect(await screen.findByText(/någon annan hann före/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Börja om" })).toBeNull();
    expect(document.cookie).not.toContain("buyresidence=%7B");
  });

  it("says why the API refused to start (usernopid)", async () => {
    stubBridge({ [`POST ${BUY}/startbookingasync`]: () => refusal(403, "usernopid") });
    renderFlow(null);
    await userEvent.click(screen.getByLabelText(/Jag har läst och godkänner villkoren/));
    await userEvent.click(screen.getByRole("button", { name: "Boka" }));
    expect(await screen.findByText("Ditt konto saknar personnummer. Logga in med BankID först.")).toBeTruthy();
  });
});

describe("resuming and the form steps", () => {
  it("a booking opened by its id on another device gets the cookie too", () => {
    stubBridge({});
    renderFlow(bookingFixture());
    expect(decodeURIComponent(document.cookie)).toContain(
      JSON.stringify({ bookingId: BOOKING_ID, objectId: OBJECT_ID }),
    );
  });

  it("resumes at the booking's current step with what was saved", () => {
    stubBridge({});
    renderFlow(
      bookingFixture({
        currentStep: "financing",
        values: {
          financing: { downPayment: "600 000", loanAmount: "2 000 000", bank: "Fjällbanken", hasLoanPromise: true },
        },
      }),
    );
    expect(screen.getByRole("heading", { name: "Finansiering" })).toBeTruthy();
    expect(screen.getByText("Steg 4 av 8")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Kontantinsats/).value).toBe("600 000");
    expect(screen.getByLabelText<HTMLInputElement>(/Jag har lånelöfte/).checked).toBe(true);
  });

  it("checks the co-buyer against the buyer before saving (spec section 5)", async () => {
    const calls = stubBridge({});
    renderFlow(bookingFixture());
    await userEvent.click(screen.getByRole("switch", { name: "Vi är två som köper" }));
    await userEvent.type(screen.getByLabelText(/^Förnamn/), "Erik");
    await userEvent.type(screen.getByLabelText(/^Efternamn/), "Berg");
    const coBuyer = screen.getByRole("group", { name: "Medköpare" });
    const [number] = Array.from(coBuyer.querySelectorAll("input")).slice(2, 3);
    await userEvent.type(number!, "198001011231");
    await userEvent.type(Array.from(coBuyer.querySelectorAll("input"))[3]!, CONTACT.email);
    await userEvent.type(Array.from(coBuyer.querySelectorAll("input"))[4]!, "070-765 43 21");
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    expect(await screen.findByText("Medköparen måste ha ett annat personnummer än du.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's emailInUse on the co-buyer's e-mail and keeps what was typed", async () => {
    const calls = stubBridge({
      [saveCall]: () => refusal(400, "invalidInput", { "body.values.coBuyer.email": ["emailInUse"] }),
    });
    renderFlow(bookingFixture());
    await userEvent.click(screen.getByRole("switch", { name: "Vi är två som köper" }));
    const inputs = () => Array.from(screen.getByRole("group", { name: "Medköpare" }).querySelectorAll("input"));
    await userEvent.type(inputs()[0]!, "Erik");
    await userEvent.type(inputs()[1]!, "Lund");
    await userEvent.type(inputs()[2]!, "19811218-9876");
    await userEvent.type(inputs()[3]!, "erik.lund@example.com");
    await userEvent.type(inputs()[4]!, "070-765 43 21");
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    expect(await screen.findByText("E-postadressen används redan av någon annan.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      step: "personal-info",
      values: { coBuyer: { email: "erik.lund@example.com" } },
    });
    expect(inputs()[3]!.getAttribute("aria-invalid")).toBe("true");
    expect(inputs()[0]!.value).toBe("Erik");
    expect(screen.getByRole("heading", { name: "Dina uppgifter" })).toBeTruthy();
  });

  it("saves once on a double click and goes to the step the answer names", async () => {
    const answer = deferred();
    const calls = stubBridge({ [saveCall]: () => answer.promise });
    renderFlow(bookingFixture());
    const next = screen.getByRole("button", { name: "Nästa" });
    await userEvent.dblClick(next);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sparar …" }).disabled).toBe(true);
    await act(async () => {
      answer.resolve(
        Response.json(bookingFixture({ currentStep: "choices", values: { personalInfo: SAVED_PERSONAL_INFO } })),
      );
    });
    expect(await screen.findByRole("heading", { name: "Tillval" })).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ step: "personal-info", values: SAVED_PERSONAL_INFO });
  });

  it("keeps the typed values when a save fails, and Previous goes back to the step before", async () => {
    stubBridge({ [saveCall]: () => Response.json({ status: 500, error: "Internal", message: "x" }, { status: 500 }) });
    renderFlow(bookingFixture({ currentStep: "financing", values: { personalInfo: SAVED_PERSONAL_INFO } }));
    const down = screen.getByLabelText(/^Kontantinsats/);
    await userEvent.type(down, "100 000");
    await userEvent.type(screen.getByLabelText(/^Lån/), "100 000");
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    // 15 percent of 3 000 000, in the spec's price format.
    expect(await screen.findByText(/Kontantinsatsen måste vara minst 450\s000\skr\./)).toBeTruthy();
    await userEvent.clear(down);
    await userEvent.type(down, "450 000");
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    expect(
      await screen.findByText("Det gick inte att spara. Det du har skrivit finns kvar, försök igen."),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Kontantinsats/).value).toBe("450 000");
    await userEvent.click(screen.getByRole("button", { name: "Föregående" }));
    expect(await screen.findByRole("heading", { name: "Tillval" })).toBeTruthy();
  });

  it("after saving a step gone back to, shows the step after it rather than the furthest", async () => {
    const furthest = bookingFixture({ currentStep: "accomodation", values: { personalInfo: SAVED_PERSONAL_INFO } });
    stubBridge({ [saveCall]: json(furthest) });
    renderFlow(furthest);
    await userEvent.click(screen.getByRole("button", { name: "Föregående" }));
    await userEvent.click(await screen.findByRole("button", { name: "Föregående" }));
    expect(await screen.findByRole("heading", { name: "Tillval" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    expect(await screen.findByRole("heading", { name: "Finansiering" })).toBeTruthy();
  });

  it("updates the total as options are chosen", async () => {
    stubBridge({});
    renderFlow(bookingFixture({ currentStep: "choices" }));
    expect(screen.getByText(/Totalt pris med dina val: 3\s000\s000\skr/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText(/Ekkök/));
    expect(screen.getByText(/Totalt pris med dina val: 3\s045\s000\skr/)).toBeTruthy();
  });
});

describe("the hold", () => {
  it("counts down, speaks politely near the end, and ends in a way to start again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubBridge({});
    renderFlow(bookingFixture({ expiresAt: new Date(Date.now() + 61_500).toISOString() }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole("timer").textContent).toMatch(/1:0[12]/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText("1 minut kvar av bokningstiden.")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole("heading", { name: "Tiden för bokningen har gått ut" })).toBeTruthy();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole("button", { name: "Börja om" }));
    expect(await screen.findByRole("button", { name: "Boka" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("leaves the booking after a confirmation and returns to the home's page", async () => {
    const calls = stubBridge({ [`GET ${BUY}/removebuyresidenceexpire`]: json({ released: true }) });
    const navigate = renderFlow(bookingFixture());
    await userEvent.click(screen.getByRole("button", { name: "Lämna bokningen" }));
    expect(calls).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Ja, lämna bokningen" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/projekt/fjallbacken/1102/"));
    expect(calls.map((entry) => entry.call)).toEqual([`GET ${BUY}/removebuyresidenceexpire`]);
  });
});
