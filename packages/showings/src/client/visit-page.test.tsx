import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { BOOKING_TOKEN, DOOR_KEY, SHOWING_ID, STAGE, bookingFixture } from "../testing";
import { VisitPage, visitLinkOf } from "./visit-page";

const site = getSite("se");
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (query: string) => <VisitPage site={site} stage={STAGE} query={query} />;

describe("the form page's link", () => {
  it("reads the booking token, the door's key and showing, or nothing, and refuses malformed ones", () => {
    expect(visitLinkOf(`b=${BOOKING_TOKEN}`)).toEqual({ kind: "booking", token: BOOKING_TOKEN });
    expect(visitLinkOf(`d=${DOOR_KEY}&s=${SHOWING_ID}`)).toEqual({
      kind: "door",
      doorKey: DOOR_KEY,
      showingId: SHOWING_ID,
    });
    expect(visitLinkOf("")).toEqual({ kind: "none" });
    expect(visitLinkOf("b=short")).toEqual({ kind: "invalid", problem: "unknownBooking" });
    expect(visitLinkOf(`d=short&s=${SHOWING_ID}`)).toEqual({ kind: "invalid", problem: "doorKey" });
    expect(visitLinkOf(`d=${DOOR_KEY}`)).toEqual({ kind: "invalid", problem: "doorKey" });
  });
});

describe("ShowingFormPage's content", () => {
  it("explains the page and links to the stage when opened without a link", () => {
    renderForSite(page(""), site);
    expect(screen.getByText(/öppnar du från QR-koden på visningen/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till sidan om Kv. Fjällbäcken" }).getAttribute("href")).toBe(STAGE.url);
  });

  it("shows the booking of the e-mail's link, checks it in, and no longer offers to cancel", async () => {
    const calls = stubBridge({
      "POST /showing_service/bookings/lookup": () => Response.json({ booking: bookingFixture() }),
      "POST /showing_service/bookings/checkin": () =>
        Response.json({ checkedInAt: "2026-11-24T16:35:00.000Z", bookingId: bookingFixture().id }),
    });
    const user = userEvent.setup();
    renderForSite(page(`b=${BOOKING_TOKEN}`), site);
    expect(await screen.findByText("Din bokning: 2026-11-24 kl. 17:30–18:00, 2 personer.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Avboka" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    const status = await screen.findByText("Du är incheckad. Välkommen!");
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole("button", { name: "Avboka" })).toBeNull();
    expect(calls.find((call) => call.call === "POST /showing_service/bookings/checkin")?.body).toEqual({
      token: BOOKING_TOKEN,
    });
  });

  it("cancels the booking only after the confirmation", async () => {
    const calls = stubBridge({
      "POST /showing_service/bookings/lookup": () => Response.json({ booking: bookingFixture() }),
      "POST /showing_service/bookings/cancel": () =>
        Response.json({ booking: bookingFixture({ status: "cancelled", cancellable: false }) }),
    });
    const user = userEvent.setup();
    renderForSite(page(`b=${BOOKING_TOKEN}`), site);
    await user.click(await screen.findByRole("button", { name: "Avboka" }));
    expect(screen.getByText("Vill du avboka visningen 2026-11-24 kl. 17:30–18:00?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nej, behåll bokningen" }));
    expect(calls.some((call) => call.call.endsWith("/cancel"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Avboka" }));
    await user.click(screen.getByRole("button", { name: "Ja, avboka" }));
    expect(await screen.findByText("Bokningen är avbokad.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Checka in" })).toBeNull();
  });

  it("translates a check-in outside the showing's window and an unknown link", async () => {
    stubBridge({
      "POST /showing_service/bookings/lookup": () => Response.json({ booking: bookingFixture() }),
      "POST /showing_service/bookings/checkin": () => refusal(409, "checkInClosed"),
    });
    const user = userEvent.setup();
    renderForSite(page(`b=${BOOKING_TOKEN}`), site);
    await user.click(await screen.findByRole("button", { name: "Checka in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Incheckningen är inte öppen just nu/);
    cleanup();
    stubBridge({ "POST /showing_service/bookings/lookup": () => refusal(404, "unknownBooking") });
    renderForSite(page(`b=${BOOKING_TOKEN}`), site);
    expect((await screen.findByRole("alert")).textContent).toBe("Vi hittar ingen bokning för länken.");
  });

  it("registers a walk-in from the door with the attendance form, then thanks them", async () => {
    const calls = stubBridge({
      "POST /showing_service/checkins": () =>
        Response.json({ checkedInAt: "2026-11-24T16:40:00.000Z", bookingId: null }, { status: 201 }),
    });
    const user = userEvent.setup();
    renderForSite(page(`d=${DOOR_KEY}&s=${SHOWING_ID}`), site);
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Fyll i dina uppgifter så att vi vet att du har varit på visningen.")).toBeTruthy();
    expect(screen.getAllByText("Fyll i fältet.").length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^Förnamn/), "Sara");
    await user.type(screen.getByLabelText(/^Efternamn/), "Lind");
    await user.type(screen.getByLabelText(/^E-post/), "sara@example.com");
    await user.type(screen.getByLabelText(/^Telefon/), "070-765 43 21");
    await user.click(screen.getByLabelText(/^Jag godkänner/));
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Tack för att du kom!")).toBeTruthy();
    expect(calls.find((call) => call.call === "POST /showing_service/checkins")?.body).toMatchObject({
      siteId: site.key,
      showingId: SHOWING_ID,
      doorKey: DOOR_KEY,
      firstName: "Sara",
      people: 1,
      acceptTerms: true,
    });
  });

  it("checks a logged-in visitor in with one tap and says when it was their booking", async () => {
    stubBridge({
      "POST showing_service/my/checkins": () =>
        Response.json({ checkedInAt: "2026-11-24T16:40:00.000Z", bookingId: bookingFixture().id }),
    });
    const user = userEvent.setup();
    renderForSite(page(`d=${DOOR_KEY}&s=${SHOWING_ID}`), site, authenticatedSession());
    expect(screen.getByText("Du checkar in som Astrid Lindqvist.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect(await screen.findByText("Du är incheckad på din bokning. Välkommen!")).toBeTruthy();
  });

  it("says the door's key no longer holds", async () => {
    stubBridge({ "POST showing_service/my/checkins": () => refusal(403, "doorKey") });
    const user = userEvent.setup();
    renderForSite(page(`d=${DOOR_KEY}&s=${SHOWING_ID}`), site, authenticatedSession());
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Länken från QR-koden gäller inte längre/);
  });
});
