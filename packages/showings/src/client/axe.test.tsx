import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBridge } from "@housing/api-client/testing";
import { authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { renderForSite } from "../test-utils";
import {
  DOOR_KEY,
  SHOWING_ID,
  STAGE,
  attendanceFixture,
  doorFixture,
  showingFixture,
  vipShowingFixture,
} from "../testing";
import { DoorScreen } from "./door-screen";
import { OrderForm } from "./order-form";
import { ShowingsPanel } from "./showings-panel";
import { VisitPage } from "./visit-page";

/* The showings' views axe-clean (colour contrast aside: happy-dom has no layout), with their errors shown. */

const site = getSite("se");
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

const inMain = (ui: ReactElement) => <main>{ui}</main>;

describe("the showings are axe-clean", () => {
  it("the list with a VIP showing and the booking form with its errors", async () => {
    stubBridge({
      "GET /showing_service/showings": () => Response.json({ showings: [vipShowingFixture(), showingFixture()] }),
    });
    const user = userEvent.setup();
    renderForSite(inMain(<ShowingsPanel site={site} stageId={STAGE.id} objectId={null} pagePath={STAGE.url} />), site);
    await user.click(await screen.findByRole("radio", { name: /Kl\. 17:30–18:00/ }));
    await user.click(screen.getByRole("button", { name: "Boka" }));
    await screen.findByText("Du behöver godkänna villkoren för att gå vidare.");
    expect(await violations()).toEqual([]);
  });

  it("the door's screen with its QR code and the attendance", async () => {
    stubBridge({
      "GET /showing_service/door": () => Response.json(doorFixture(true)),
      [`GET showing_service/showings/${SHOWING_ID}/attendance`]: () => Response.json(attendanceFixture()),
    });
    renderForSite(inMain(<DoorScreen site={site} stage={STAGE} showAttendance />), site, authenticatedSession());
    await screen.findByRole("heading", { name: "Närvaro" });
    expect(await violations()).toEqual([]);
  });

  it("the walk-in form and the order form with their errors", async () => {
    const user = userEvent.setup();
    renderForSite(inMain(<VisitPage site={site} stage={STAGE} query={`d=${DOOR_KEY}&s=${SHOWING_ID}`} />), site);
    await user.click(screen.getByRole("button", { name: "Checka in" }));
    await screen.findAllByText("Fyll i fältet.");
    expect(await violations()).toEqual([]);
    cleanup();
    renderForSite(inMain(<OrderForm site={site} stage={STAGE} />), site);
    await user.click(screen.getByRole("button", { name: "Beställ prospekt" }));
    await screen.findAllByText("Fyll i fältet.");
    expect(await violations()).toEqual([]);
  });
});
