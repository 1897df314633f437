import { describe, expectTypeOf, it } from "vitest";
import { createTranslator, formatRooms, type MessageId, type Messages } from "./index";

describe("public types", () => {
  it("accepts only known message ids", () => {
    const { t } = createTranslator("sv");
    expectTypeOf(t("ui.close")).toEqualTypeOf<string>();
    // @ts-expect-error an id that is not in the Swedish catalogue
    t("ui.doesNotExist");
  });

  it("requires every id in a catalogue", () => {
    // @ts-expect-error a catalogue missing keys is not a complete catalogue
    const partial: Messages = { "ui.close": "Lukk" };
    expectTypeOf(partial).toEqualTypeOf<Messages>();
    expectTypeOf<"site-shell.notFound.heading">().toExtend<MessageId>();
  });

  it("takes rooms with or without a maximum, but always a locale", () => {
    expectTypeOf(formatRooms(3, "sv")).toEqualTypeOf<string>();
    expectTypeOf(formatRooms(2, 4, "fi")).toEqualTypeOf<string>();
    // @ts-expect-error the locale is required
    formatRooms(2, 4);
  });
});
