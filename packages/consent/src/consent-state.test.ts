import { describe, expect, it } from "vitest";
import { UNANSWERED, allowsTagManager, nextConsent, parseConsent, serializeConsent } from "./consent-state";

describe("consent state machine", () => {
  it("starts unanswered with nothing optional allowed", () => {
    expect(UNANSWERED).toEqual({ answered: false, statistics: false, marketing: false, thirdParty: false });
    expect(parseConsent(null)).toEqual(UNANSWERED);
  });

  it("accept all answers and allows statistics, marketing and third-party content", () => {
    expect(nextConsent(UNANSWERED, { type: "acceptAll" })).toEqual({
      answered: true,
      statistics: true,
      marketing: true,
      thirdParty: true,
    });
  });

  it("saving the settings answers with exactly the chosen categories, withdrawals included", () => {
    const all = nextConsent(UNANSWERED, { type: "acceptAll" });
    expect(
      nextConsent(all, { type: "save", choices: { statistics: true, marketing: false, thirdParty: false } }),
    ).toEqual({
      answered: true,
      statistics: true,
      marketing: false,
      thirdParty: false,
    });
  });

  it("saving answers even when the choices come from an unanswered state", () => {
    expect(nextConsent(UNANSWERED, { type: "save", choices: { ...UNANSWERED, marketing: true } })).toEqual({
      answered: true,
      statistics: false,
      marketing: true,
      thirdParty: false,
    });
  });

  it("third-party consent from a video sets only thirdParty and does not answer the prompt", () => {
    expect(nextConsent(UNANSWERED, { type: "grantThirdParty" })).toEqual({ ...UNANSWERED, thirdParty: true });
    const saved = nextConsent(UNANSWERED, {
      type: "save",
      choices: { statistics: true, marketing: false, thirdParty: false },
    });
    expect(nextConsent(saved, { type: "grantThirdParty" })).toEqual({ ...saved, thirdParty: true });
  });

  it("allows the tag manager with statistics or marketing, not with third-party content alone", () => {
    expect(allowsTagManager({ ...UNANSWERED, statistics: true })).toBe(true);
    expect(allowsTagManager({ ...UNANSWERED, marketing: true })).toBe(true);
    expect(allowsTagManager({ answered: true, statistics: false, marketing: false, thirdParty: true })).toBe(false);
  });
});

describe("consent cookie value", () => {
  it("round-trips", () => {
    const state = { answered: true, statistics: false, marketing: true, thirdParty: true };
    expect(serializeConsent(state)).toBe("answered=1&statistics=0&marketing=1&thirdParty=1");
    expect(parseConsent(serializeConsent(state))).toEqual(state);
  });

  it("reads anything malformed as no consent", () => {
    expect(parseConsent("garbage")).toEqual(UNANSWERED);
    expect(parseConsent("answered=yes&statistics=true")).toEqual(UNANSWERED);
    expect(parseConsent("answered=1")).toEqual({ ...UNANSWERED, answered: true });
  });
});
