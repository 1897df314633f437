import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import type { BookingState } from "@housing/contracts/booking";
import { getSite, type SiteCode } from "@housing/site-config";
import {
  BOOKING_ID,
  CONTACT,
  SAVED_PERSONAL_INFO,
  bookingFixture,
  objectInfoFixture,
  renderForSite,
} from "../test-utils";
import { BookingFlow } from "./booking-flow";

/* Every step's view axe-clean (colour contrast aside: happy-dom has no layout), with its errors shown. */

const BUY = "api/buyresidence";

beforeEach(() => {
  window.history.replaceState(null, "", "/boka/");
  stubBridge({
    [`POST ${BUY}/signcontract`]: () => new Response("Bokningsavtal …"),
    [`GET ${BUY}/getbookingdocuments/${BOOKING_ID}`]: () =>
      Response.json({
        documents: [{ id: "terms", title: "Villkor", pdfPath: "/api/buyresidence/bookingdocument/terms" }],
      }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ["violations"],
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

function renderAt(code: SiteCode, booking: BookingState | null) {
  const site = getSite(code);
  renderForSite(
    <main>
      <BookingFlow site={site} info={objectInfoFixture({ booking })} contact={CONTACT} query="" navigate={vi.fn()} />
    </main>,
    site,
  );
}

const at = (step: BookingState["currentStep"], more: Partial<BookingState> = {}) =>
  bookingFixture({ currentStep: step, values: { personalInfo: SAVED_PERSONAL_INFO }, ...more });

describe("the flow's steps are axe-clean", () => {
  const cases: [string, SiteCode, BookingState | null][] = [
    ["start-booking", "se", null],
    ["personal-info", "se", bookingFixture()],
    ["choices", "se", at("choices")],
    ["financing", "se", at("financing")],
    ["accomodation", "se", at("accomodation")],
    ["documents (Norway)", "no", at("documents", { flow: 6, siteKey: "Jmno" })],
    ["sign (Sweden)", "se", at("sign")],
    ["sign (Finland)", "fi", at("sign", { flow: 5, siteKey: "Jmoy" })],
    ["payment", "se", at("payment", { status: "signed" })],
    ["expired", "se", bookingFixture({ status: "expired", expiresAt: null })],
    ["cannotBook", "se", bookingFixture({ status: "rejected", reason: "cannotBook", expiresAt: null })],
  ];
  it.each(cases)("%s", async (_name, code, booking) => {
    renderAt(code, booking);
    await screen.findAllByRole("heading", { level: 2 });
    expect(await violations()).toEqual([]);
  });

  it("with the form's errors shown (Next without input, a co-buyer)", async () => {
    renderAt("se", bookingFixture());
    for (const input of screen.getAllByRole("textbox")) await userEvent.clear(input);
    await userEvent.click(screen.getByRole("switch", { name: "Vi är två som köper" }));
    await userEvent.click(screen.getByRole("button", { name: "Nästa" }));
    await screen.findAllByText("Fyll i fältet.");
    expect(await violations()).toEqual([]);
  });

  it("finds an unlabelled field (so the checks above can fail)", async () => {
    document.body.innerHTML = '<main><input type="text"></main>';
    expect((await violations()).some((line) => line.startsWith("label"))).toBe(true);
    document.body.innerHTML = "";
  });
});
