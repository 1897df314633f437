import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusal, stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import { DOOR_KEY, SHOWING_ID, STAGE, attendanceFixture, doorFixture } from "../testing";
import { DoorScreen } from "./door-screen";

const site = getSite("se");
const DOOR = "GET /showing_service/door";
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the door's screen", () => {
  it("shows the open showing's QR code of the form page with its key, and the same address as text", async () => {
    const calls = stubBridge({ [DOOR]: () => Response.json(doorFixture(true)) });
    renderForSite(<DoorScreen site={site} stage={STAGE} showAttendance={false} />, site);
    expect(await screen.findByRole("heading", { name: "Visning 2026-11-24 kl. 17:30–19:00" })).toBeTruthy();
    const link = `${window.location.origin}${STAGE.url}visning/?d=${DOOR_KEY}&s=${SHOWING_ID}`;
    const qr = screen.getByRole("img", { name: "QR-kod för incheckning på visningen" });
    expect(qr.getAttribute("data-qr")).toBe(link);
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d/);
    expect(screen.getByText(link)).toBeTruthy();
    expect(calls.filter((call) => call.call.includes("attendance"))).toEqual([]);
  });

  it("says no showing is on, with the next one today, while check-in is closed", async () => {
    stubBridge({ [DOOR]: () => Response.json(doorFixture(false)) });
    renderForSite(<DoorScreen site={site} stage={STAGE} showAttendance={false} />, site);
    expect(await screen.findByRole("heading", { name: "Ingen visning pågår just nu." })).toBeTruthy();
    expect(screen.getByText(/^Nästa visning i dag: 2026-11-24 kl. 17:30–19:00/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows an estate agent who booked and who came, and nothing to anyone the API refuses", async () => {
    stubBridge({
      [DOOR]: () => Response.json(doorFixture(true)),
      [`GET showing_service/showings/${SHOWING_ID}/attendance`]: () => Response.json(attendanceFixture()),
    });
    renderForSite(<DoorScreen site={site} stage={STAGE} showAttendance />, site, authenticatedSession());
    expect(await screen.findByRole("heading", { name: "Närvaro" })).toBeTruthy();
    expect(screen.getByText("Bokade: 2. Kom: 2.")).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Sara Lind" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Utan bokning" })).toBeTruthy();
    cleanup();
    stubBridge({
      [DOOR]: () => Response.json(doorFixture(true)),
      [`GET showing_service/showings/${SHOWING_ID}/attendance`]: () => refusal(403, "forbidden"),
    });
    renderForSite(<DoorScreen site={site} stage={STAGE} showAttendance />, site, authenticatedSession());
    expect(await screen.findByRole("img")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Närvaro" })).toBeNull();
  });
});
