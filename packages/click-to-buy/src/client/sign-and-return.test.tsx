import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import type { BookingState } from "@housing/contracts/booking";
import { getSite, type SiteConfig } from "@housing/site-config";
import {
  BOOKING_ID,
  CONTACT,
  PAYMENT_ID,
  PAYMENT_REQUEST_ID,
  SIGN_SESSION_ID,
  attemptAnswer,
  bookingFixture,
  objectInfoFixture,
  renderForSite,
} from "../test-utils";
import { BookingFlow } from "./booking-flow";

const se = getSite("se");
const no = getSite("no");
const BUY = "api/buyresidence";
const json = (body: unknown) => () => Response.json(body);
const agreement = { [`POST ${BUY}/signcontract`]: () => new Response("Bokningsavtal för lägenhet 1102 …") };
const signed = (more: Partial<BookingState> = {}) =>
  bookingFixture({ status: "signed", currentStep: "payment", signedAt: "2026-11-28T07:00:00.000Z", ...more });

beforeEach(() => {
  window.history.replaceState(null, "", "/boka/");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlow(site: SiteConfig, booking: BookingState, query = "") {
  const navigate = vi.fn();
  const redirect = vi.fn();
  renderForSite(
    <BookingFlow
      site={site}
      info={objectInfoFixture({ booking })}
      contact={CONTACT}
      query={query}
      navigate={navigate}
      redirect={redirect}
    />,
    site,
  );
  return { navigate, redirect };
}

describe("signing", () => {
  it("shows the agreement, signs with BankID (polled each second) and goes on to payment", async () => {
    let polls = 0;
    const calls = stubBridge({
      ...agreement,
      "POST booking/bank_id/start": json({ sessionId: SIGN_SESSION_ID, autoStartToken: "token-1" }),
      [`GET booking/bank_id/status/${SIGN_SESSION_ID}`]: () =>
        Response.json(
          ++polls < 2
            ? { status: "Pending", hintCode: "userSign", qrCode: "bankid.t.1.abc" }
            : { status: "Signed", booking: signed() },
        ),
    });
    renderFlow(se, bookingFixture({ currentStep: "sign" }));
    expect(await screen.findByRole("region", { name: "Bokningsavtal" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    expect(await screen.findByRole("link", { name: "Öppna BankID på den här enheten" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Betala" }, { timeout: 4000 })).toBeTruthy();
    expect(calls.find((entry) => entry.call === "POST booking/bank_id/start")?.body).toEqual({
      payload: { bookingId: BOOKING_ID },
    });
  });

  it("tells a failed BankID order's error kind and lets the buyer retry", async () => {
    stubBridge({
      ...agreement,
      "POST booking/bank_id/start": json({ sessionId: SIGN_SESSION_ID, autoStartToken: "token-1" }),
      [`GET booking/bank_id/status/${SIGN_SESSION_ID}`]: json({ status: "Failed", error: "timeout" }),
    });
    renderFlow(se, bookingFixture({ currentStep: "sign" }));
    await screen.findByRole("region", { name: "Bokningsavtal" });
    await userEvent.click(screen.getByRole("button", { name: "Signera med BankID" }));
    expect(await screen.findByText("Det tog för lång tid. Försök igen.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Försök igen" })).toBeTruthy();
  });

  it("sends a Norwegian buyer to the e-ID broker with the click-to-buy page as return address", async () => {
    const calls = stubBridge({
      ...agreement,
      "POST booking/signicat/start": json({ authorizationUrl: "https://broker.example/auth?x=1" }),
    });
    const { redirect } = renderFlow(no, bookingFixture({ currentStep: "sign", siteKey: "Jmno", flow: 6 }));
    await screen.findByRole("region", { name: "Kjøpsavtale" });
    await userEvent.click(screen.getByRole("button", { name: "Signer med BankID" }));
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith("https://broker.example/auth?x=1"));
    expect(calls.find((entry) => entry.call === "POST booking/signicat/start")?.body).toEqual({
      payload: { bookingId: BOOKING_ID },
      returnUrl: `${window.location.origin}/kjop/`,
    });
  });

  it("finishes the e-ID return once, and a failure puts its kind in the hash (spec section 8)", async () => {
    window.history.replaceState(null, "", "/kjop/?code=c1&state=s1");
    const calls = stubBridge({
      ...agreement,
      "POST booking/signicat/status": json({ status: "Failed", error: "userssnnomatch" }),
    });
    renderFlow(no, bookingFixture({ currentStep: "sign", siteKey: "Jmno", flow: 6 }), "code=c1&state=s1");
    expect(await screen.findByText("Fødselsnummeret i BankID stemmer ikke med kontoen din.")).toBeTruthy();
    expect(window.location.hash).toBe("#eident-error-ssnnomatch");
    expect(window.location.search).toBe("");
    const finishes = calls.filter((entry) => entry.call === "POST booking/signicat/status");
    expect(finishes).toHaveLength(1);
    expect(finishes[0]!.body).toEqual({ state: "s1", code: "c1" });
  });

  it("shows the error an e-ID hash names when the page opens, an unknown one as purchase", async () => {
    stubBridge(agreement);
    window.history.replaceState(null, "", "/kjop/#eident-error-nopid");
    renderFlow(no, bookingFixture({ currentStep: "sign", siteKey: "Jmno", flow: 6 }));
    expect(await screen.findByText("Kontoen din mangler fødselsnummer. Logg inn med BankID først.")).toBeTruthy();
    cleanup();
    window.history.replaceState(null, "", "/kjop/#eident-error-somethingnew");
    renderFlow(no, bookingFixture({ currentStep: "sign", siteKey: "Jmno", flow: 6 }));
    expect(await screen.findByText("Noe gikk galt med kjøpet. Prøv igjen eller kontakt oss.")).toBeTruthy();
  });
});

describe("the return modal and the end of the flow", () => {
  it("tells a payment's outcome back from the provider, then the flow goes on", async () => {
    const query = `transactionId=${PAYMENT_REQUEST_ID}&type=card`;
    window.history.replaceState(null, "", `/boka/?${query}#purchase-success`);
    const calls = stubBridge({
      [`GET ${BUY}/paymentstatus/${PAYMENT_ID}/${PAYMENT_REQUEST_ID}`]: json(
        attemptAnswer("PAID", { provider: "card" }),
      ),
      [`GET ${BUY}/getbookingstatus/${BOOKING_ID}`]: json(signed({ currentStep: "done", isPaid: true })),
      [`POST ${BUY}/completebooking`]: json(signed({ status: "booked", currentStep: "done", isPaid: true })),
    });
    const { navigate } = renderFlow(se, signed(), query);
    const dialog = await screen.findByRole("dialog", { name: "Betalning" });
    expect(await screen.findByText("Tack! Avgiften är betald.")).toBeTruthy();
    // Spec section 4: a modal does not rewrite the page's own hashes.
    expect(window.location.hash).toBe("#purchase-success");
    await userEvent.click(screen.getByRole("button", { name: "Fortsätt bokningen" }));
    expect(dialog.isConnected).toBe(false);
    expect(window.location.search).toBe("");
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/boka/bokningsavtal/?objectId=${bookingFixture().objectId}&bookingId=${BOOKING_ID}#purchase-success`,
      ),
    );
    expect(calls.filter((entry) => entry.call === `POST ${BUY}/completebooking`)).toHaveLength(1);
  });

  it("pays the fee with Swish on a Swedish site, and offers no Swish in Norway", async () => {
    stubBridge({
      [`GET ${BUY}/createpaymentid/${PAYMENT_ID}`]: json(attemptAnswer("NEW", { provider: null })),
      [`POST ${BUY}/startswishpayment`]: json(attemptAnswer("CREATED")),
      [`GET ${BUY}/paymentstatus/${PAYMENT_ID}/${PAYMENT_REQUEST_ID}`]: json(attemptAnswer("PAID")),
      [`GET ${BUY}/getbookingstatus/${BOOKING_ID}`]: json(signed({ currentStep: "done", isPaid: true })),
      [`POST ${BUY}/completebooking`]: json(signed({ status: "booked", currentStep: "done" })),
    });
    const { navigate } = renderFlow(se, signed());
    expect(screen.getByText(/Betala bokningsavgiften på 25\s000\skr/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Öppna Swish på den här enheten" }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 5000 });
    cleanup();
    renderFlow(no, signed({ siteKey: "Jmno", flow: 6, fee: { amount: 2_500_000, currency: "NOK" } }));
    expect(screen.queryByRole("button", { name: /Swish/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Betal med kort" })).toBeTruthy();
  });
});

describe("more ends of signing", () => {
  it("a cancelled e-ID return says so and offers to sign again, without an error hash", async () => {
    window.history.replaceState(null, "", "/varaus/?state=s1&error=access_denied");
    stubBridge({ ...agreement, "POST booking/signicat/validate": json({ status: "Cancelled" }) });
    renderFlow(
      getSite("fi"),
      bookingFixture({ currentStep: "sign", siteKey: "Jmoy", flow: 5 }),
      "state=s1&error=access_denied",
    );
    expect(await screen.findByText("Allekirjoitus keskeytettiin. Voit yrittää uudelleen.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yritä uudelleen" })).toBeTruthy();
    expect(window.location.hash).toBe("");
  });

  it("the return modal of a BankID order on another device tells its outcome", async () => {
    const query = `poolingId=${SIGN_SESSION_ID}&type=bankid`;
    window.history.replaceState(null, "", `/boka/?${query}`);
    stubBridge({
      ...agreement,
      [`GET booking/bank_id/status/${SIGN_SESSION_ID}`]: json({ status: "Failed", error: "userssnnomatch" }),
      [`GET ${BUY}/getbookingstatus/${BOOKING_ID}`]: json(bookingFixture({ currentStep: "sign" })),
    });
    renderFlow(se, bookingFixture({ currentStep: "sign" }), query);
    expect(await screen.findByRole("dialog", { name: "Signering" })).toBeTruthy();
    expect(await screen.findByText("Personnumret i e-legitimationen stämmer inte med ditt konto.")).toBeTruthy();
  });
});
