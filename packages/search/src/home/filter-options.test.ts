import { describe, expect, it } from "vitest";
import { DisposalForm, ResidenceType, StageStatus } from "@housing/contracts/catalogue";
import { getSite } from "@housing/site-config";
import { enumOptionsOf } from "./filter-options";

const se = getSite("se");
const fi = getSite("fi");

describe("enumOptionsOf", () => {
  const statusCounts = { [StageStatus.ids.forSale]: 12, [StageStatus.ids.preSelling]: 3, [StageStatus.ids.vip]: 2 };

  it("leaves out statuses without a match, keeping a checked one with no match so it can be unchecked", () => {
    const options = enumOptionsOf(se, "projectStatus", ["soldOut"], { projectStatus: statusCounts });
    expect(options.map(({ key, count, isDisabled }) => [key, count, isDisabled])).toEqual([
      ["vip", 2, false],
      ["forSale", 12, false],
      ["soldOut", 0, false],
      ["preSelling", 3, false],
    ]);
    expect(options.find((option) => option.key === "soldOut")?.isChecked).toBe(true);
  });

  it("offers no VIP status where VIP is off (Finland), whatever the counts say", () => {
    const keys = enumOptionsOf(fi, "projectStatus", [], { projectStatus: statusCounts }).map((option) => option.key);
    expect(keys).not.toContain("vip");
    expect(keys).toContain("forSale");
  });

  it("leaves out disposal forms without a match and never offers 'all'", () => {
    const counts = { [DisposalForm.ids.condominium]: 5 };
    const keys = enumOptionsOf(se, "disposalForm", [], { disposalForm: counts }).map((option) => option.key);
    expect(keys).toEqual(["condominium"]);
  });

  it("shows residence types without a match disabled, and no enabled option has a count of 0", () => {
    const counts = { [ResidenceType.ids.apartment]: 40 };
    const options = enumOptionsOf(se, "residenceType", [], { residenceType: counts });
    expect(options.length).toBe(Object.keys(ResidenceType.ids).length);
    expect(options.find((option) => option.key === "apartment")).toMatchObject({ count: 40, isDisabled: false });
    expect(options.filter((option) => !option.isDisabled && option.count === 0)).toEqual([]);
    const checked = enumOptionsOf(se, "residenceType", ["plot"], { residenceType: counts });
    expect(checked.find((option) => option.key === "plot")).toMatchObject({ count: 0, isDisabled: false });
  });

  it("offers every option without a count where the list has none for the filter", () => {
    const options = enumOptionsOf(se, "outdoorArea", [], {});
    expect(options.every((option) => option.count === undefined && !option.isDisabled)).toBe(true);
  });
});
