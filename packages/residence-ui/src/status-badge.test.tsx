import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OBJECT_STATUS_KEYS, STAGE_STATUS_KEYS } from "@housing/contracts";
import { floorText, sizeText } from "./facts";
import { priceText } from "./price";
import { HomeStatusBadge, homeStatusText, StageStatusBadge, stageStatusText } from "./status-badge";
import { siteText } from "./test-text";

afterEach(cleanup);

describe("status badges", () => {
  it.each(["se", "no", "fi", "se-en"] as const)("name every status on %s", (code) => {
    const { text, site } = siteText(code);
    for (const status of STAGE_STATUS_KEYS) expect(stageStatusText(text, status)).not.toContain("residence-ui.");
    for (const status of OBJECT_STATUS_KEYS) expect(homeStatusText(text, site, status)).not.toContain("residence-ui.");
  });

  it("colour a status as every page does: sold out and sold in the danger tone, reserved as a warning", () => {
    const { text, site } = siteText("se");
    render(
      <>
        <StageStatusBadge text={text} site={site} status="soldOut" />
        <HomeStatusBadge text={text} site={site} status="reserved" />
      </>,
    );
    expect(screen.getByText("Slutsålt").className).toMatch(/danger/);
    expect(screen.getByText("Reserverad").className).toMatch(/warning/);
  });
});

describe("facts and prices", () => {
  it("count floors as each country does", () => {
    expect(floorText(siteText("se").text, 0)).toBe("Bottenvåning");
    expect(floorText(siteText("se").text, 2)).toBe("2 tr");
    expect(floorText(siteText("no").text, 2)).toBe("3. etasje");
    expect(floorText(siteText("fi").text, 0)).toBe("Katutaso");
    expect(floorText(siteText("se").text, null)).toBe("");
  });

  it("leave unknown sizes and prices out", () => {
    const { text, site } = siteText("se");
    expect(sizeText(text, { rooms: { min: null, max: null }, area: { min: null, max: null } })).toBe("");
    expect(priceText(text, site, { price: { min: null, max: null } })).toBe("");
  });
});
