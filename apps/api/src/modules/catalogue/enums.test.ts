import { describe, expect, it } from "vitest";
import {
  ConstructionPhase,
  ContractingType,
  defineEnum,
  ENUMERATIONS,
  isSearchedStatus,
  Lifecycle,
  ObjectStatus,
  OutdoorDirection,
  PaymentStatus,
  PlotKind,
  ProjectType,
  SearchCategory,
  StaffRole,
  STATUSES_SEARCHED,
} from "./enums";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NAMED = new Set<unknown>([SearchCategory, PaymentStatus]);
const guidEnumerations = ENUMERATIONS.filter((enumeration) => typeof enumeration.allIds[0] === "string" && !NAMED.has(enumeration));

describe("enumerations", () => {
  it("give GUID-coded values lower-case UUIDs, none shared between any two values", () => {
    const ids = guidEnumerations.flatMap((enumeration) => enumeration.allIds as readonly string[]);
    expect(guidEnumerations.length).toBeGreaterThanOrEqual(11);
    for (const id of ids) expect(id).toMatch(GUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("look every value up both ways, whatever the GUID's letter case", () => {
    for (const enumeration of ENUMERATIONS) {
      expect(new Set(enumeration.allIds).size, enumeration.name).toBe(enumeration.keys.length);
      enumeration.keys.forEach((key, index) => {
        const id = enumeration.allIds[index]!;
        expect(enumeration.members[key]!.id).toBe(id);
        expect(enumeration.keyOf(id)).toBe(key);
        expect(enumeration.isId(id)).toBe(true);
        expect(enumeration.meaningOf(id)).toBe(enumeration.members[key]!.meaning);
        if (typeof id === "string") expect(enumeration.keyOf(id.toUpperCase())).toBe(key);
      });
    }
    expect(ObjectStatus.idOf("sold")).toBe(ObjectStatus.ids.sold);
    expect(ObjectStatus.keyOf(ObjectStatus.ids.booked.toUpperCase())).toBe("booked");
    expect(ObjectStatus.isId(ObjectStatus.ids.booked.toUpperCase())).toBe(false);
    expect(ObjectStatus.keyOf("00000000-0000-5000-8000-000000000000")).toBeUndefined();
    expect(Lifecycle.keyOf(11)).toBeUndefined();
  });

  it("number the spec's numbered enumerations as the spec does (section 3)", () => {
    expect(OutdoorDirection.allIds).toEqual([155330000, 155330001, 155330002, 155330003, 155330004, 155330005, 155330006, 155330007]);
    expect(ConstructionPhase.allIds).toEqual([1, 2, 3, 4, 5]);
    expect(PlotKind.allIds).toEqual([1, 2, 3]);
    expect(Lifecycle.allIds).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(StaffRole.allIds).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ProjectType.allIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ContractingType.allIds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(OutdoorDirection.keyOf(155330001)).toBe("south");
    expect(ProjectType.ids.seniorHousing).toBe(6);
  });

  it("search exactly the statuses for sale, reserved and pre-selling (section 9)", () => {
    expect([...STATUSES_SEARCHED].map((id) => ObjectStatus.keyOf(id))).toEqual(["forSale", "reserved", "preSelling"]);
    const searched = ObjectStatus.keys.filter((key) => isSearchedStatus(ObjectStatus.ids[key]));
    expect(searched).toEqual(["forSale", "reserved", "preSelling"]);
    expect(isSearchedStatus(ObjectStatus.ids.reserved.toUpperCase())).toBe(true);
    expect(isSearchedStatus("not-a-status")).toBe(false);
  });

  it("use the wire names for the text-search categories and payment statuses", () => {
    expect(SearchCategory.allIds).toEqual(["all", "career", "content", "news", "residencial"]);
    expect(PaymentStatus.allIds).toEqual(["NotPaid", "NotPaidSent", "OverPaid", "Paid", "Reminder1"]);
  });

  it("refuse an enumeration that repeats an id", () => {
    expect(() => defineEnum("broken", { a: { id: 1, meaning: "A" }, b: { id: 1, meaning: "B" } })).toThrow(/b repeats the id of a/);
  });
});
