import { describe, expect, it } from "vitest";
import { apply, faqBlock, start, withFinnishForm, withWizardForm } from "../engine/test-helpers";
import { chooseProblemArea, chooseReportType } from "../form/transitions";
import {
  CASE_DRAFT_COOKIE_OPTIONS,
  CASE_DRAFT_MAX_AGE_SECONDS,
  draftCookieValue,
  restoreDraft,
  restoreDraftCookie,
  serializeDraft,
} from "./draft";

/** The stored draft as a plain object, to tamper with. */
const stored = (serialized: string) =>
  JSON.parse(serialized) as { formData: Record<string, unknown> } & Record<string, unknown>;

const elevator = { id: "elevator", name: "Hiss", kind: "elevator" as const, faq: ["faq-1"] };

function midway() {
  const state = withWizardForm(start({ country: "se", caseType: "boardMember" }), (form) => ({
    ...chooseProblemArea(chooseReportType(form, "public"), elevator),
    description: "Hissen stannar mellan våningarna",
    sendCopy: false,
    files: [{ name: "hiss.jpg", type: "image/jpeg", size: 1000 }],
  }));
  return apply(
    state,
    { type: "setFaqBlocks", faqBlocks: [faqBlock] },
    { type: "requireStep", viewName: "Appliances" },
    { type: "next" },
    { type: "next" },
    { type: "next" },
  );
}

describe("the draft cookie", () => {
  it("lives 120 minutes on the whole site, SameSite Lax", () => {
    expect(CASE_DRAFT_MAX_AGE_SECONDS).toBe(7200);
    expect(CASE_DRAFT_COOKIE_OPTIONS).toEqual({ path: "/", sameSite: "lax", maxAge: 7200 });
  });

  it("restores the wizard at its step with its form data, completed and required steps, files cleared", () => {
    const state = midway();
    const restored = restoreDraft(serializeDraft(state), { sequenceId: "boardMember" });
    expect(restored).not.toBeNull();
    expect(restored!.faqIds).toEqual(["faq-1"]);
    expect(restored!.state).toEqual({ ...state, faqBlocks: [], formData: { ...state.formData, files: [] } });
  });

  it("never stores the files", () => {
    expect(serializeDraft(midway())).not.toContain("hiss.jpg");
  });

  it("round-trips through the cookie's value, and the Finnish form too", () => {
    const finnish = apply(
      withFinnishForm(start({ country: "fi", caseType: "resident" }), (form) => ({
        ...form,
        pets: "true",
        petsDetail: "Kaksi kissaa",
      })),
      { type: "next" },
    );
    const value = draftCookieValue(finnish)!;
    expect(value).not.toMatch(/[;,\s]/);
    expect(restoreDraftCookie(value, { sequenceId: "finnish" })!.state).toEqual(finnish);
  });

  it("gives no cookie value for a draft too long for a cookie", () => {
    const long = withWizardForm(start({ country: "se", caseType: "resident" }), (form) => ({
      ...form,
      description: "å".repeat(4000),
    }));
    expect(draftCookieValue(long)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["another version", JSON.stringify({ ...stored(serializeDraft(midway())), version: 2 })],
    ["an unknown step", JSON.stringify({ ...stored(serializeDraft(midway())), current: "Nowhere" })],
    [
      "a field of the wrong type",
      JSON.stringify({
        ...stored(serializeDraft(midway())),
        formData: { ...stored(serializeDraft(midway())).formData, sendCopy: "yes" },
      }),
    ],
    [
      "a description over 5000",
      serializeDraft(withWizardForm(midway(), (form) => ({ ...form, description: "x".repeat(5001) }))),
    ],
  ])("refuses %s", (_name, serialized) => {
    expect(restoreDraft(serialized, { sequenceId: "boardMember" })).toBeNull();
  });

  it("drops a draft of another sequence (the role or country changed)", () => {
    expect(restoreDraft(serializeDraft(midway()), { sequenceId: "boardMemberNoManagement" })).toBeNull();
  });

  it("drops a draft of the terms step of a new case (no such step)", () => {
    const newCase = start({ country: "se", caseType: "boardMember", newCase: true });
    const draft = stored(serializeDraft(newCase));
    expect(restoreDraft(JSON.stringify({ ...draft, current: "Terms" }), { sequenceId: "boardMember" })).toBeNull();
    expect(restoreDraft(JSON.stringify(draft), { sequenceId: "boardMember" })!.state).toEqual(newCase);
  });

  it("refuses a cookie value that is not percent-encoded", () => {
    expect(restoreDraftCookie("%E0%A4%A", { sequenceId: "boardMember" })).toBeNull();
  });
});
