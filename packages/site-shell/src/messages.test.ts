import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getMessages, type MessageNamespace } from "@housing/i18n";
import { FRAME_MESSAGES } from "./frame-messages";
import { templateMessages, templateRegistry } from "./registry";

/*
 * A page's browser gets only the frame's part of the catalogue and its template's
 * (frame-messages.ts, registry.tsx). That holds as long as each package's code uses only those
 * ids: this reads every message id the packages' sources name and checks where it belongs.
 */

const PACKAGES = join(import.meta.dirname, "../..");
const NAMESPACES = Object.keys(getMessages("sv")).reduce(
  (found, id) => found.add(id.slice(0, id.indexOf(".")) as MessageNamespace),
  new Set<MessageNamespace>(),
);
const ID = new RegExp(`["'\`]((?:${[...NAMESPACES].join("|")})\\.[A-Za-z][\\w.-]*)`, "g");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The namespaces of the ids a package's sources name, "search.home.x" → "search". */
function namespacesUsedBy(packageName: string): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(join(PACKAGES, packageName, "src"))) {
    for (const [, id] of readFileSync(file, "utf8").matchAll(ID)) used.add(id!.slice(0, id!.indexOf(".")));
  }
  return used;
}

describe("the catalogue parts a page's browser gets", () => {
  it("cover every id the frame's packages use", () => {
    // The frame's parts are named after the packages that show them.
    for (const name of FRAME_MESSAGES) {
      expect([...namespacesUsedBy(name)].filter((used) => !FRAME_MESSAGES.includes(used as MessageNamespace))).toEqual(
        [],
      );
    }
  });

  it("cover every id a template's package uses, with the frame's", () => {
    for (const namespace of ["search", "content-pages"] as const) {
      const allowed = new Set<string>([namespace, ...FRAME_MESSAGES]);
      expect([...namespacesUsedBy(namespace)].filter((used) => !allowed.has(used))).toEqual([]);
    }
  });

  it("give each registered template its own package's part", () => {
    for (const name of [
      "SearchPage",
      "SeoCountyPage",
      "PremisesStartPage",
      "SuccessionPage",
      "TextSearchPage",
      "CorporateSearchPage",
    ]) {
      expect(templateMessages(name)).toBe("search");
    }
    expect(templateMessages("StartPage")).toBe("content-pages");
    expect(templateMessages("ArticlePage")).toBe("content-pages");
    // Every namespace but the frame's belongs to some template.
    const templateParts = new Set(Object.keys(templateRegistry).map(templateMessages));
    expect(
      [...NAMESPACES].filter((namespace) => !FRAME_MESSAGES.includes(namespace) && !templateParts.has(namespace)),
    ).toEqual([]);
  });
});
