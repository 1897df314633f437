import { describe, expect, it } from "vitest";
import { timelineStepsOf, type TimelineFacts } from "./timeline";

/* The purchase timeline's steps (spec section 2) over the project lifecycle 0-10 and the booking's dates. */

const TODAY = "2026-11-27";
const NO_DATES: TimelineFacts = {
  lifecycle: null,
  contractDate: null,
  interiorDeadline: null,
  inspectionDate: null,
  finalPaymentDate: null,
  entryDate: null,
  today: TODAY,
};
const SIGNED: Partial<TimelineFacts> = { contractDate: "2026-03-01" };

const statesOf = (facts: Partial<TimelineFacts>) =>
  timelineStepsOf({ ...NO_DATES, ...facts })
    .map((step) => `${step.key}:${step.state}`)
    .join(" ");

describe("timelineStepsOf", () => {
  // Without a signed contract the contract is at hand whatever the project's phase.
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    "lifecycle %i without a contract: the contract is current",
    (lifecycle) => {
      expect(statesOf({ lifecycle })).toBe(
        "contract:current interior:coming inspection:coming payment:coming moveIn:coming",
      );
    },
  );

  // A signed contract and no other date: the project's phase says how far the purchase is.
  it.each([
    [null, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [0, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [3, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [4, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [6, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [7, "contract:past interior:current inspection:coming payment:coming moveIn:coming"],
    [8, "contract:past interior:past inspection:current payment:coming moveIn:coming"],
    [9, "contract:past interior:past inspection:past payment:current moveIn:coming"],
    [10, "contract:past interior:past inspection:past payment:past moveIn:past"],
  ])("lifecycle %s with a signed contract", (lifecycle, expected) => {
    expect(statesOf({ ...SIGNED, lifecycle })).toBe(expected);
  });

  it.each([
    ["a contract signed today", { lifecycle: 4, contractDate: TODAY }, "contract:past interior:current"],
    ["a contract to sign tomorrow", { lifecycle: 4, contractDate: "2026-11-28" }, "contract:current interior:coming"],
    [
      "the interior deadline today",
      { ...SIGNED, lifecycle: 7, interiorDeadline: TODAY },
      "contract:past interior:current inspection:coming",
    ],
    [
      "the interior deadline passed in phase 7",
      { ...SIGNED, lifecycle: 7, interiorDeadline: "2026-11-26" },
      "contract:past interior:past inspection:current",
    ],
    [
      "an inspection date ahead in phase 9",
      { ...SIGNED, lifecycle: 9, inspectionDate: "2026-12-01" },
      "contract:past interior:past inspection:current payment:coming",
    ],
    [
      "an inspection passed, payment ahead on the entry day",
      { ...SIGNED, lifecycle: 8, inspectionDate: "2026-11-20", entryDate: "2026-12-15" },
      "contract:past interior:past inspection:past payment:current moveIn:coming",
    ],
    [
      "paid, moving in ahead",
      {
        ...SIGNED,
        lifecycle: 9,
        inspectionDate: "2026-11-01",
        finalPaymentDate: "2026-11-20",
        entryDate: "2026-12-15",
      },
      "contract:past interior:past inspection:past payment:past moveIn:current",
    ],
    [
      "the entry day itself",
      { ...SIGNED, lifecycle: 9, inspectionDate: "2026-11-01", finalPaymentDate: "2026-11-20", entryDate: TODAY },
      "payment:past moveIn:current",
    ],
    [
      "moved in yesterday",
      { ...SIGNED, lifecycle: 9, inspectionDate: "2026-11-01", entryDate: "2026-11-26" },
      "payment:past moveIn:past",
    ],
    [
      "an entry date ahead although the project is completed",
      { ...SIGNED, lifecycle: 10, entryDate: "2027-01-10" },
      "inspection:past payment:current moveIn:coming",
    ],
  ])("%s", (_name, facts, expected) => {
    expect(statesOf(facts)).toContain(expected);
  });

  it("keeps the order: a later step done before an earlier one is still coming", () => {
    expect(statesOf({ lifecycle: 10, entryDate: "2026-01-01" })).toBe(
      "contract:current interior:coming inspection:coming payment:coming moveIn:coming",
    );
  });

  it("gives each step its date, the final payment the entry date unless it has its own", () => {
    const facts = {
      ...NO_DATES,
      ...SIGNED,
      interiorDeadline: "2026-12-01",
      inspectionDate: "2027-02-01",
      entryDate: "2027-03-01",
    };
    expect(timelineStepsOf(facts).map((step) => [step.key, step.date])).toEqual([
      ["contract", "2026-03-01"],
      ["interior", "2026-12-01"],
      ["inspection", "2027-02-01"],
      ["payment", "2027-03-01"],
      ["moveIn", "2027-03-01"],
    ]);
    expect(timelineStepsOf({ ...facts, finalPaymentDate: "2027-02-20" })[3]).toMatchObject({ date: "2027-02-20" });
  });
});
