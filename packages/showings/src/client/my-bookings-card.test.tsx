import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { BOOKING_ID, bookingFixture } from "../testing";
import { MyBookingsCard } from "./my-bookings-card";

const site = getSite("fi");
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("my pages' overview card of booked showings", () => {
  it("lists the upcoming bookings (also where VIP is off) and cancels one, then leaves", async () => {
    let bookings = [bookingFixture()];
    const calls = stubBridge({
      "GET showing_service/my/bookings": () => Response.json({ bookings }),
      [`DELETE showing_service/my/bookings/${BOOKING_ID}`]: () => {
        bookings = [];
        return Response.json({ booking: bookingFixture({ status: "cancelled", cancellable: false }) });
      },
    });
    const user = userEvent.setup();
    renderForSite(<MyBookingsCard site={site} />, site, authenticatedSession());
    expect(await screen.findByRole("heading", { level: 2 })).toBeTruthy();
    expect(calls[0]?.call).toBe("GET showing_service/my/bookings");
    await user.click(screen.getAllByRole("button")[0]!);
    await user.click(screen.getAllByRole("button")[0]!);
    await waitFor(() => expect(screen.queryByRole("heading", { level: 2 })).toBeNull());
    expect(calls.map((call) => call.call)).toContain(`DELETE showing_service/my/bookings/${BOOKING_ID}`);
  });

  it("renders nothing without an upcoming booking", async () => {
    const calls = stubBridge({
      "GET showing_service/my/bookings": () =>
        Response.json({ bookings: [bookingFixture({ status: "cancelled", cancellable: false })] }),
    });
    const { container } = renderForSite(<MyBookingsCard site={site} />, site, authenticatedSession());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector("section")).toBeNull();
  });
});
