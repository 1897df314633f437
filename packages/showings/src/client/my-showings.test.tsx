import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import type { VipShowingPageData } from "../pages/vip-showings-load";
import { BOOKING_ID, STAGE, VIP_SLOT_ID, bookingFixture, vipShowingFixture } from "../testing";
import { MyShowings } from "./my-showings";

const site = getSite("se");
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const memberData = (): VipShowingPageData => ({
  isOff: false,
  isVip: true,
  bookings: [bookingFixture()],
  vipShowings: [
    { stage: { id: STAGE.id, name: STAGE.name, url: STAGE.url }, showings: [vipShowingFixture({ bookable: true })] },
  ],
});

describe("my pages' VIP showings", () => {
  it("cancels a booking after the confirmation and reads the bookings again", async () => {
    let bookings = [bookingFixture()];
    const calls = stubBridge({
      "GET showing_service/my/bookings": () => Response.json({ bookings }),
      [`DELETE showing_service/my/bookings/${BOOKING_ID}`]: () => {
        bookings = [];
        return Response.json({ booking: bookingFixture({ status: "cancelled", cancellable: false }) });
      },
    });
    const user = userEvent.setup();
    renderForSite(<MyShowings site={site} data={memberData()} />, site, authenticatedSession());
    expect(screen.getByRole("link", { name: "Kv. Fjällbäcken: 2026-11-24 kl. 17:30–18:00" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Avboka" }));
    await user.click(screen.getByRole("button", { name: "Ja, avboka" }));
    expect(await screen.findByText("Du har inga kommande bokningar.")).toBeTruthy();
    expect(calls.map((call) => call.call)).toContain(`DELETE showing_service/my/bookings/${BOOKING_ID}`);
  });

  it("books a member's VIP showing with one click and counts the place off", async () => {
    const calls = stubBridge({
      "GET showing_service/my/bookings": () => Response.json({ bookings: [bookingFixture()] }),
      "POST showing_service/my/bookings": () =>
        Response.json({
          booking: bookingFixture({
            people: 1,
            startsAt: "2026-11-22T10:00:00.000Z",
            endsAt: "2026-11-22T11:00:00.000Z",
          }),
        }),
    });
    const user = userEvent.setup();
    renderForSite(<MyShowings site={site} data={memberData()} />, site, authenticatedSession());
    await user.click(screen.getByRole("button", { name: "Boka kl. 11:00–12:00 (4 platser kvar)" }));
    expect(await screen.findByText("Du är bokad kl. 11:00.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Boka kl. 11:00–12:00 (3 platser kvar)" })).toBeTruthy();
    expect(calls.find((call) => call.call === "POST showing_service/my/bookings")?.body).toEqual({
      siteId: site.key,
      slotId: VIP_SLOT_ID,
      people: 1,
    });
  });

  it("says when a VIP slot went full and reads the bookings again", async () => {
    const calls = stubBridge({
      "GET showing_service/my/bookings": () => Response.json({ bookings: [] }),
      "POST showing_service/my/bookings": () => refusal(409, "full"),
    });
    const user = userEvent.setup();
    renderForSite(<MyShowings site={site} data={memberData()} />, site, authenticatedSession());
    await user.click(screen.getByRole("button", { name: /^Boka kl\. 11:00–12:00/ }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Tiden blev fullbokad/);
    await waitFor(() =>
      expect(calls.filter((call) => call.call === "GET showing_service/my/bookings").length).toBeGreaterThan(0),
    );
  });

  it("explains VIP showings to a user who is not a member, with the way to the VIP page", () => {
    renderForSite(
      <MyShowings site={site} data={{ isOff: false, isVip: false, bookings: [], vipShowings: [] }} />,
      site,
      authenticatedSession(),
    );
    expect(screen.getByText(/^VIP-visningarna är öppna för VIP-medlemmar/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Läs mer om VIP-medlemskapet" }).getAttribute("href")).toBe(
      "/mina-sidor/vip/",
    );
    expect(screen.queryByRole("button", { name: /^Boka/ })).toBeNull();
  });
});
