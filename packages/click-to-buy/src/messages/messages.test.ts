import { describe, expect, it } from "vitest";
import { BOOKING_ERROR_KINDS, BOOKING_FIELD_ERROR_KEYS, BOOKING_STEPS } from "@housing/contracts/booking";
import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { LOCALES } from "@housing/i18n";
import { clickToBuyMessages } from "./index";

describeMessageCatalogue("click-to-buy's", clickToBuyMessages, { namespaces: ["click-to-buy"] });

describe("click-to-buy's messages cover the contract's lists", () => {
  const ids = (prefix: string, keys: readonly string[]) => keys.map((key) => `click-to-buy.${prefix}.${key}`);
  it.each(LOCALES)("%s: every error kind of spec section 8, every booking field error and every step", (locale) => {
    const catalogue: Record<string, string> = clickToBuyMessages[locale];
    const wanted = [
      ...ids("error", [...BOOKING_ERROR_KINDS, "cannotBook"]),
      ...ids("field", BOOKING_FIELD_ERROR_KEYS),
      ...ids("step", BOOKING_STEPS),
    ];
    expect(wanted.filter((id) => !catalogue[id])).toEqual([]);
  });
});
