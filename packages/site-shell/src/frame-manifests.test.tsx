import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { frameSlots } from "./frame-manifests";
import { FRAME_MESSAGES } from "./frame-messages";

describe("the frame's slots", () => {
  it("fill the header's account place and, beside the header, case management's wizard listener", () => {
    const slots = frameSlots(getSite("se"), "production");
    expect(Object.keys(slots)).toEqual(["header.account", "frame.overlay"]);
  });

  it("add the AI chat's launcher in local and dev only (spec section 1)", () => {
    expect(Object.keys(frameSlots(getSite("se"), "local"))).toContain("frame.chat");
    expect(Object.keys(frameSlots(getSite("fi"), "dev"))).toContain("frame.chat");
    for (const environment of ["test", "preprod", "production"] as const) {
      expect(Object.keys(frameSlots(getSite("se"), environment))).not.toContain("frame.chat");
    }
  });

  it("send no wizard messages with every page (the wizard brings its own when it opens)", () => {
    expect(FRAME_MESSAGES).not.toContain("case-management");
  });
});
