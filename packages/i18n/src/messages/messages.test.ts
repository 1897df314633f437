import { createFormatters } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import { LANGUAGE_TAGS, LOCALES, type Locale } from "../locales";
import { catalogues, sv, type MessageId } from "./index";

const formatters = createFormatters();
const ids = Object.keys(sv) as MessageId[];
const otherLocales = LOCALES.filter((locale) => locale !== "sv");
const OWNING_PACKAGES = [
  "ui",
  "site-shell",
  "header-frame",
  "consent",
  "content-pages",
  "api-client",
  "search",
  "residence-ui",
];

// Shape of @formatjs/icu-messageformat-parser's AST, reached through @formatjs/intl so the
// parser is the very one that formats messages at runtime.
interface AstNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]); // argument, number, date, time, select, plural

function parse(locale: Locale, id: MessageId): AstNode[] {
  return formatters.getMessageFormat(catalogues[locale][id], LANGUAGE_TAGS[locale]).getAst();
}

function placeholders(nodes: AstNode[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (ARGUMENT_TYPES.has(node.type) && typeof node.value === "string") found.add(node.value);
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
    placeholders(node.children ?? [], found);
  }
  return found;
}

describe("message catalogues", () => {
  it.each(otherLocales)("%s has exactly the Swedish keys", (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual([...ids].sort());
  });

  it.each(LOCALES)("%s has no empty messages", (locale) => {
    const empty = ids.filter((id) => catalogues[locale][id].trim() === "");
    expect(empty).toEqual([]);
  });

  it("prefixes every id with the package that owns it", () => {
    const unowned = ids.filter((id) => !OWNING_PACKAGES.includes(id.split(".")[0]!));
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
      const message = catalogues[locale][id];
      expect(formatters.getMessageFormat(message, LANGUAGE_TAGS[locale]).format()).toBe(message);
    });
  });
});
