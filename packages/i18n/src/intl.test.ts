import { describe, expect, it, vi } from "vitest";
import { createTranslator, getMessages } from "./intl";
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGE_TAGS, localeFromLanguageTag } from "./locales";
import { exampleMessages } from "./example-messages";
import { frameMessages, type MessageId, type Messages } from "./messages";
import { createMessageTranslator } from "./translator";

// The frame's messages and a feature's (features keep theirs beside their code; catalogue-checks.ts runs these checks there too).
const sv = getMessages("sv", [exampleMessages]);

describe("createTranslator", () => {
  it.each([
    ["sv", "Hoppa till innehållet"],
    ["nb", "Hopp til innholdet"],
    ["fi", "Siirry sisältöön"],
    ["en", "Skip to content"],
  ] as const)("translates into %s", (locale, expected) => {
    const translator = createTranslator(locale);
    expect(translator.locale).toBe(locale);
    expect(translator.t("ui.skipToContent")).toBe(expected);
  });

  it.each([
    ["sv", "© 2025 Fjällvik Bostad AB, org.nr 556812-4407"],
    ["nb", "© 2025 Fjällvik Bostad AB, org.nr. 556812-4407"],
    ["fi", "© 2025 Fjällvik Bostad AB, Y-tunnus 556812-4407"],
    ["en", "© 2025 Fjällvik Bostad AB, Corporate ID no. 556812-4407"],
  ] as const)("fills placeholders in %s without grouping the year", (locale, expected) => {
    const { t } = createTranslator(locale, { messages: [exampleMessages] });
    const values = { year: 2025, companyName: "Fjällvik Bostad AB", organisationNumber: "556812-4407" };
    expect(t("example.copyright", values)).toBe(expected);
  });

  it("translates every message in every locale without reporting an error", () => {
    const onError = vi.fn();
    // Every placeholder a message names (text, number, date, plural, select) gets 1.
    const valuesFor = (message: string) =>
      Object.fromEntries([...message.matchAll(/\{\s*(\w+)/g)].map((match) => [match[1]!, 1]));
    for (const locale of ["sv", "nb", "fi", "en"] as const) {
      const { t } = createTranslator(locale, { onError, messages: [exampleMessages] });
      for (const id of Object.keys(sv) as MessageId[]) {
        expect(t(id, valuesFor(sv[id]))).not.toBe(id);
      }
    }
    expect(onError).not.toHaveBeenCalled();
  });

  // Counts run through the plural's "#" and `{n, number}`, which the translator writes without Intl.
  it.each([
    ["numbers", 1234, 2],
    ["text", "Solna <b>", 1],
    ["nothing", null, 0],
    ["thousands with decimals", 1234, 1234567.8915],
    ["a negative fraction", 1, -0.0004],
  ] as const)(
    "formats every message exactly as FormatJS does, given %s, dates in the time zone",
    (_kind, value, count) => {
      const valuesFor = (message: string) =>
        Object.fromEntries(
          [...message.matchAll(/\{\s*(\w+)\s*(,\s*(\w+))?/g)].map((match) => [
            match[1]!,
            match[3] === "date" || match[3] === "time"
              ? new Date(Date.UTC(2026, 0, 31, 23, 30))
              : match[3] === "plural" || match[3] === "number" || match[3] === "selectordinal"
                ? count
                : value,
          ]),
        );
      for (const locale of ["sv", "nb", "fi", "en"] as const) {
        const translator = createTranslator(locale, {
          timeZone: "Europe/Helsinki",
          onError: () => undefined,
          messages: [exampleMessages],
        });
        const messages = getMessages(locale, [exampleMessages]);
        for (const id of Object.keys(sv) as MessageId[]) {
          const values = valuesFor(sv[id]);
          expect(translator.t(id, values), `${locale} ${id}`).toBe(translator.intl.formatMessage({ id }, values));
          expect(typeof messages[id]).toBe("string");
        }
      }
    },
  );

  it.each(Object.values(LANGUAGE_TAGS))("resolves %s to the locale ICU would pick, without asking ICU", (tag) => {
    createMessageTranslator("sv", sv);
    const expected = new Intl.Locale(Intl.NumberFormat.supportedLocalesOf(tag)[0]!).toString();
    expect(IntlMessageFormat.resolveLocale(tag)?.toString()).toBe(expected);
  });

  it("fills simple arguments as FormatJS does, and reports a missing one", () => {
    const catalogue = { "test.simple": "{ name } har {count} rum{extra}" } as unknown as Messages;
    const onError = vi.fn();
    const { t, intl } = createMessageTranslator("sv", catalogue, { onError });
    for (const values of [
      { name: "Solna", count: 0, extra: false },
      { name: "", count: 3, extra: undefined },
    ]) {
      expect(t("test.simple" as MessageId, values)).toBe(intl.formatMessage({ id: "test.simple" }, values));
    }
    expect(onError).not.toHaveBeenCalled();
    expect(t("test.simple" as MessageId, { name: "Solna" })).toBe("{ name } har {count} rum{extra}");
    expect(onError).toHaveBeenCalledOnce();
  });

  it("formats date arguments in the translator's time zone", () => {
    const catalogue = { "test.day": "{day, date, short}", "test.time": "{day, time, short}" } as unknown as Messages;
    const lateOnTheLastOfJanuary = new Date(Date.UTC(2026, 0, 31, 23, 30));
    const inHelsinki = createMessageTranslator("fi", catalogue, { timeZone: "Europe/Helsinki" });
    const inStockholm = createMessageTranslator("sv", catalogue, { timeZone: "Europe/Stockholm" });
    expect(inHelsinki.t("test.day" as MessageId, { day: lateOnTheLastOfJanuary })).toBe("1.2.26");
    expect(inHelsinki.t("test.time" as MessageId, { day: lateOnTheLastOfJanuary })).toBe("1.30");
    expect(inStockholm.t("test.time" as MessageId, { day: lateOnTheLastOfJanuary })).toBe("00:30");
  });

  it("returns the id and reports, but never throws, for an id missing from the catalogue", () => {
    const onError = vi.fn();
    const { t } = createTranslator("fi", { onError });
    expect(t("ui.removedLongAgo" as MessageId)).toBe("ui.removedLongAgo");
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: "MISSING_TRANSLATION" });
  });

  it("returns the raw message, but never throws, when a placeholder value is missing", () => {
    const onError = vi.fn();
    const { t } = createTranslator("sv", { onError, messages: [exampleMessages] });
    expect(t("example.home")).toBe("{siteName}, till startsidan");
    expect(onError).toHaveBeenCalledOnce();
  });

  it("does not throw with the default error handler", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => createTranslator("nb").t("ui.gone" as MessageId)).not.toThrow();
    consoleError.mockRestore();
  });
});

describe("getMessages", () => {
  it.each(["sv", "nb", "fi", "en"] as const)("returns the frame's %s catalogue, and a feature's on top", (locale) => {
    expect(getMessages(locale)).toBe(frameMessages[locale]);
    const withExample = getMessages(locale, [exampleMessages]);
    expect(withExample).toEqual({ ...frameMessages[locale], ...exampleMessages[locale] });
    expect(getMessages(locale, [exampleMessages])).toBe(withExample);
  });
});

describe("localeFromLanguageTag", () => {
  it.each([
    ["sv-SE", "sv"],
    ["sv", "sv"],
    ["nb-NO", "nb"],
    ["no", "nb"],
    ["nn-NO", "nb"],
    ["fi-FI", "fi"],
    ["en-GB", "en"],
    ["EN_us", "en"],
    [" fi ", "fi"],
    ["de-DE", undefined],
    ["", undefined],
    ["constructor", undefined],
  ])("%j → %s", (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });
});
