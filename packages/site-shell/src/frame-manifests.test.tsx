import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { frameSlots } from "./frame-manifests";
import { FRAME_MESSAGES } from "./frame-messages";

describe("the frame's slots", () => {
  it("fill the header's account place and, beside the header, case management's wizard listener", () => {
    const slots = frameSlots(getSite("se"));
    expect(Object.keys(slots)).toEqual(["header.account", "frame.overlay"]);
  });

  it("send no wizard messages with every page (the wizard brings its own when it opens)", () => {
    expect(FRAME_MESSAGES).not.toContain("case-management");
  });
});
