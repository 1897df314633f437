import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { getSite } from "@housing/site-config";
import { REQUEST_ID, UNPAID_FEE, attemptAnswer, renderForSite } from "../test-utils";
import { PaymentList } from "./payment-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const se = getSite("se");
const id = UNPAID_FEE.paymentId;
const paidFee = { ...UNPAID_FEE, status: "Paid", datePaid: "2026-11-27T10:00:00.000Z" };

describe("the payments page's list", () => {
  it("shows the fee with its amount and status, and the ways to pay it", () => {
    stubBridge({});
    renderForSite(<PaymentList site={se} initial={[UNPAID_FEE]} />, se);
    const card = screen.getByRole("article", { name: "VIP-avgift" });
    expect(within(card).getByText("500 kr")).toBeTruthy();
    expect(within(card).getByText("Ej betald")).toBeTruthy();
    expect(within(card).getByLabelText(/^Mobilnummer för Swish/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Betala med kort" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Betala med Svea" })).toBeTruthy();
  });

  it("a fee paid with a campaign code says so and offers no payment", () => {
    stubBridge({});
    renderForSite(<PaymentList site={se} initial={[{ ...UNPAID_FEE, status: "Paid", payedWithCode: true }]} />, se);
    expect(screen.getByText("Betald med kampanjkod.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Betala med Swish" })).toBeNull();
  });

  it("checks the Swish number before any call, then pays by keyboard and says so", async () => {
    const calls = stubBridge({
      [`GET api/buyresidence/createpaymentid/${id}`]: () => Response.json(attemptAnswer("NEW", { provider: null })),
      "POST api/buyresidence/startswishpayment": () => Response.json(attemptAnswer("CREATED")),
      [`GET api/buyresidence/paymentstatus/${id}/${REQUEST_ID}`]: () => Response.json(attemptAnswer("PAID")),
      "GET my_pages/payments": () => Response.json({ payments: [paidFee] }),
    });
    renderForSite(<PaymentList site={se} initial={[UNPAID_FEE]} />, se);
    const field = screen.getByLabelText(/^Mobilnummer för Swish/);
    field.focus();
    await userEvent.keyboard("070 12{Enter}");
    expect(await screen.findByText("Skriv ett mobilnummer, till exempel 070-123 45 67.")).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, "070-123 45 67{Enter}");
    const done = await screen.findByText("Tack! Betalningen är klar.");
    await vi.waitFor(() => expect(document.activeElement).toBe(done));
    expect(calls.find((entry) => entry.call === "POST api/buyresidence/startswishpayment")?.body).toEqual({
      paymentId: id,
      paymentRequestId: REQUEST_ID,
      payerAlias: "070-123 45 67",
    });
    expect(await screen.findByText("Betald")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Betala med Swish" })).toBeNull();
  });

  it("a declined Swish payment stays unpaid with the provider's reason", async () => {
    stubBridge({
      [`GET api/buyresidence/createpaymentid/${id}`]: () => Response.json(attemptAnswer("NEW", { provider: null })),
      "POST api/buyresidence/startswishpayment": () => Response.json(attemptAnswer("CREATED")),
      [`GET api/buyresidence/paymentstatus/${id}/${REQUEST_ID}`]: () =>
        Response.json(attemptAnswer("DECLINED", { errorCode: "RF07", errorMessage: "Transaction declined" })),
      "GET my_pages/payments": () => Response.json({ payments: [UNPAID_FEE] }),
    });
    renderForSite(<PaymentList site={se} initial={[UNPAID_FEE]} />, se);
    screen.getByRole("button", { name: "Öppna Swish på den här enheten" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Betalningen gick inte igenom: Transaction declined (RF07)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Betala med Swish" })).toBeTruthy();
  });

  it("the payer's no in Swish (no code from Swish) names where it was declined", async () => {
    stubBridge({
      [`GET api/buyresidence/createpaymentid/${id}`]: () => Response.json(attemptAnswer("NEW", { provider: null })),
      "POST api/buyresidence/startswishpayment": () => Response.json(attemptAnswer("CREATED")),
      [`GET api/buyresidence/paymentstatus/${id}/${REQUEST_ID}`]: () => Response.json(attemptAnswer("DECLINED")),
      "GET my_pages/payments": () => Response.json({ payments: [UNPAID_FEE] }),
    });
    renderForSite(<PaymentList site={se} initial={[UNPAID_FEE]} />, se);
    screen.getByRole("button", { name: "Öppna Swish på den här enheten" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Betalningen avböjdes i Swish.")).toBeTruthy();
  });

  it("a provider that does not answer gives a clear message and the payment can be tried again", async () => {
    stubBridge({
      [`GET api/buyresidence/createpaymentid/${id}`]: () => Response.json(attemptAnswer("NEW", { provider: null })),
      "POST api/buyresidence/startswishpayment": () => refusal(503, "paymentProviderUnavailable"),
    });
    renderForSite(<PaymentList site={se} initial={[UNPAID_FEE]} />, se);
    screen.getByRole("button", { name: "Öppna Swish på den här enheten" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(
      await screen.findByText("Betaltjänsten svarar inte just nu. Inget har dragits, försök igen om en stund."),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Betala med Swish" }).disabled).toBe(false);
  });

  it("shows the last declined attempt's reason after a reload", () => {
    stubBridge({});
    const declined = {
      ...UNPAID_FEE,
      lastAttempt: {
        paymentRequestId: REQUEST_ID,
        provider: "swish" as const,
        status: "DECLINED" as const,
        errorCode: "RF07",
        errorMessage: "Transaction declined",
      },
    };
    renderForSite(<PaymentList site={se} initial={[declined]} />, se);
    expect(screen.getByText("Senaste försöket med Swish gick inte igenom: Transaction declined (RF07)")).toBeTruthy();
  });

  it("back from the card page, the return modal tells the outcome", async () => {
    stubBridge({
      [`GET api/buyresidence/paymentstatus/${id}/${REQUEST_ID}`]: () =>
        Response.json(attemptAnswer("PAID", { provider: "card" })),
      "GET my_pages/payments": () => Response.json({ payments: [paidFee] }),
    });
    renderForSite(
      <PaymentList site={se} initial={[UNPAID_FEE]} query={`?paymentId=${id}&transactionId=${REQUEST_ID}&type=card`} />,
      se,
    );
    const dialog = await screen.findByRole("dialog", { name: "Betalning" });
    expect(await within(dialog).findByText("Tack! Betalningen är klar.")).toBeTruthy();
    within(dialog).getByRole("button", { name: "Stäng" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
