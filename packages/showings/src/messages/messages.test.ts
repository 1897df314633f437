import { describe, expect, it } from "vitest";
import { SHOWING_ERROR_KEYS } from "@housing/contracts/showings";
import { describeMessageCatalogue } from "@housing/i18n/catalogue-checks";
import { LOCALES } from "@housing/i18n";
import { showingsMessages } from "./index";

describeMessageCatalogue("the showings'", showingsMessages, { namespaces: ["showings"] });

describe("the showings' messages cover the contract's error keys", () => {
  it.each(LOCALES)("%s: every showing error key, cannotBook and the generic failure", (locale) => {
    const catalogue: Record<string, string> = showingsMessages[locale];
    const wanted = [...SHOWING_ERROR_KEYS, "cannotBook", "failed"].map((key) => `showings.error.${key}`);
    expect(wanted.filter((id) => !catalogue[id])).toEqual([]);
  });
});
