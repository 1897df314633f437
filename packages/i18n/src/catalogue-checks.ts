import { createFormatters } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import { createTranslator } from "./intl";
import { LANGUAGE_TAGS, LOCALES, type Locale } from "./locales";
import type { MessageCatalogue, MessageId } from "./messages";

/*
 * The checks every message catalogue passes, wherever it lives: the frame's here, each feature's
 * in its own package (`src/messages/messages.test.ts`). Tests only: this imports vitest.
 */

const formatters = createFormatters();
const otherLocales = LOCALES.filter((locale) => locale !== "sv");

// Shape of @formatjs/icu-messageformat-parser's AST, reached through @formatjs/intl so the
// parser is the very one that formats messages at runtime.
interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]); // argument, number, date, time, select, plural

function placeholders(nodes: AstNode[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (ARGUMENT_TYPES.has(node.type) && typeof node.value === "string") found.add(node.value);
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
    placeholders(node.children ?? [], found);
  }
  return found;
}

/**
 * Every id in all four locales, none empty, every id prefixed with one of `namespaces` (the
 * package that owns it), valid ICU MessageFormat with the Swedish placeholders, plain messages
 * printed verbatim, and the translator's fast path formatting each exactly as FormatJS does.
 */
export function describeMessageCatalogue(
  name: string,
  catalogue: MessageCatalogue,
  { namespaces }: { namespaces: readonly string[] },
) {
  const ids = Object.keys(catalogue.sv);
  const parse = (locale: Locale, id: string): AstNode[] =>
    formatters.getMessageFormat(catalogue[locale][id]!, LANGUAGE_TAGS[locale]).getAst();

  describe(`${name} messages`, () => {
    it("has messages", () => {
      expect(ids.length).toBeGreaterThan(0);
    });

    it.each(otherLocales)("%s has exactly the Swedish keys", (locale) => {
      expect(Object.keys(catalogue[locale]).sort()).toEqual([...ids].sort());
    });

    it.each(LOCALES)("%s has no empty messages", (locale) => {
      const empty = ids.filter((id) => (catalogue[locale][id] ?? "").trim() === "");
      expect(empty).toEqual([]);
    });

    it("prefixes every id with the package that owns it", () => {
      const unowned = ids.filter((id) => !namespaces.includes(id.split(".")[0]!));
      expect(unowned).toEqual([]);
    });

    describe.each(LOCALES)("%s", (locale) => {
      it.each(ids)("%s is valid ICU MessageFormat", (id) => {
        expect(() => parse(locale, id)).not.toThrow();
      });
    });

    describe.each(otherLocales)("%s uses the Swedish placeholders", (locale) => {
      it.each(ids)("%s", (id) => {
        expect([...placeholders(parse(locale, id))].sort()).toEqual([...placeholders(parse("sv", id))].sort());
      });
    });

    // A stray apostrophe or brace is legal ICU but silently eats text; plain messages must print as written.
    describe.each(LOCALES)("%s plain messages print verbatim", (locale) => {
      const plain = ids.filter((id) => placeholders(parse("sv", id)).size === 0);
      it.each(plain)("%s", (id) => {
        const message = catalogue[locale][id]!;
        expect(formatters.getMessageFormat(message, LANGUAGE_TAGS[locale]).format()).toBe(message);
      });
    });

    // Counts run through the plural's "#" and `{n, number}`, which the translator writes without Intl.
    it.each([
      ["numbers", 1234, 2],
      ["text", "Solna <b>", 1],
      ["nothing", null, 0],
      ["thousands with decimals", 1234, 1234567.8915],
    ] as const)("formats every message exactly as FormatJS does, given %s", (_kind, value, count) => {
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
      for (const locale of LOCALES) {
        const translator = createTranslator(locale, {
          timeZone: "Europe/Helsinki",
          onError: () => undefined,
          messages: [catalogue],
        });
        for (const id of ids as MessageId[]) {
          const values = valuesFor(catalogue.sv[id]!);
          expect(translator.t(id, values), `${locale} ${id}`).toBe(translator.intl.formatMessage({ id }, values));
        }
      }
    });
  });
}
