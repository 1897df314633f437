import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CASE_STATUSES, CASE_STATUS_COLOURS, CreateCaseRequestSchema, cancelledStatusFor, caseStatusOf } from "./index";

/* Spec section 4's statuses and section 3's fault report request, as the API and the wizard read them. */

const rankOf = (key: string) => CASE_STATUSES.find((entry) => entry.key === key)!.rank;

describe("case statuses", () => {
  it("have unique GUIDs and the spec's colours and sort ranks", () => {
    expect(new Set(CASE_STATUSES.map((entry) => entry.id)).size).toBe(CASE_STATUSES.length);
    expect(CASE_STATUS_COLOURS).toEqual({
      registered: "blue",
      ongoing: "yellow",
      executed: "green",
      completed: "gray",
    });
    expect(["completed", "reference", "shredded", "cancelledByCustomer"].map(rankOf)).toEqual([400, 400, 400, 400]);
    expect([rankOf("executed"), rankOf("ongoing"), rankOf("registered"), rankOf("waitingWeather")]).toEqual([
      300, 200, 150, 100,
    ]);
  });

  it("mark the spec's paused set", () => {
    const paused = CASE_STATUSES.filter((entry) => entry.isPaused).map((entry) => entry.key);
    expect(paused).toContain("notResponding");
    expect(paused).toContain("shreddedNorway");
    expect(paused).not.toContain("shredded");
    expect(paused).not.toContain("ongoing");
    expect(paused).not.toContain("booked");
  });

  it("close to cancelled by customer, Norway's own in Norway", () => {
    expect(caseStatusOf(cancelledStatusFor("se").id)?.key).toBe("cancelledByCustomer");
    expect(caseStatusOf(cancelledStatusFor("no").id)?.key).toBe("cancelledByCustomerNorway");
  });
});

describe("the fault report request", () => {
  const base = {
    siteId: "16920432-7683-5315-96ed-9fee9c64bec5",
    propertyId: "",
    area: 899310001,
    roomId: "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f",
    description: "Kranen droppar.",
    objectId: "",
  };
  const errors = (input: unknown) => {
    const result = v.safeParse(CreateCaseRequestSchema, input);
    return result.issues ? v.flatten(result.issues).nested : {};
  };

  it("ticks sendCopy by default", () => {
    expect(v.parse(CreateCaseRequestSchema, base).sendCopy).toBe(true);
  });

  it("asks for the whole other contact, a pet detail with pets, a description within 5000", () => {
    expect(errors({ ...base, alternativeContactEmail: "a@b.se" })).toEqual({
      alternativeContactFirstName: ["required"],
      alternativeContactLastName: ["required"],
      alternativeContactPhone: ["required"],
    });
    expect(errors({ ...base, pets: true })).toEqual({ petsDetail: ["required"] });
    expect(errors({ ...base, description: "x".repeat(5001) })).toEqual({ description: ["inputToLong"] });
    expect(errors({ ...base, area: 1 })).toEqual({ area: ["required"] });
  });
});
