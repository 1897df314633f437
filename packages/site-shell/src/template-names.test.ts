import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isTemplateName, TEMPLATE_NAMES } from "@housing/contracts";
import { templateRegistry } from "./registry";

/*
 * Template names live in one list (@housing/contracts' templates/names.ts) and in the feature
 * manifests that register them (`src/manifest.ts` or `src/manifest/` of a feature package, and a
 * frame package's `src/pages/manifest.ts`).
 * This reads the front end's source files and fails on a template name anywhere else: a string
 * literal ("StagePage", JSX attributes too) or an object key (`{ StagePage: ... }`). Comments
 * may name templates. Code compares with the contracts' list (`isTemplateName`,
 * `NOINDEX_TEMPLATE_NAMES`, ...) or reads a manifest.
 *
 * Left out on purpose: tests and their data (`*.test.*`, `*.test-d.ts`, `*.stories.*`,
 * `fixtures`, `test-support`, `test-utils`, packages/e2e, apps/storybook), which name the
 * templates they render; and apps/api, whose names are checked below against the registry
 * (the API's own source is being reorganised by module and keeps its tables there).
 */

const ROOT = join(import.meta.dirname, "../../..");
const SCANNED_ROOTS = ["packages", "apps"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".next", "dist", "e2e", "api", "storybook", "fixtures"]);
const SKIPPED_FILES = /\.(test|test-d|stories)\.tsx?$|(^|\/)(fixtures|test-support|test-utils)\.tsx?$/;
const NAME_LIST = "packages/contracts/src/templates/names.ts";
const MANIFEST_FILE = /^packages\/[^/]+\/src\/(pages\/)?manifest(\.tsx?|\/[^/]+\.tsx?)$/;
/**
 * The my-pages rules (spec section 2, "My pages menu"): which my-pages template a user may open
 * and which variant they see, by name, in the one function the menu and the pages share.
 */
const RULE_FILES = new Set(["packages/session/src/my-pages-menu.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith(".") ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !SKIPPED_FILES.test(entry.name)
      ? [path]
      : [];
  });
}

/** The template names a file's code holds as string literals or object keys, with their lines. */
export function templateNamesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node, name: string) => {
    if (isTemplateName(name))
      found.push(`${name} (line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1})`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) note(node, node.text);
    else if ((ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) && ts.isIdentifier(node.name)) {
      note(node.name, node.name.text);
    } else if (ts.isShorthandPropertyAssignment(node)) note(node.name, node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("template names", () => {
  it("appear in the front end's code only in the contracts' list and the manifests", () => {
    const files = SCANNED_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files.flatMap((path) => {
      const file = relative(ROOT, path);
      if (file === NAME_LIST || MANIFEST_FILE.test(file) || RULE_FILES.has(file)) return [];
      return templateNamesIn(file, readFileSync(path, "utf8")).map((found) => `${file}: ${found}`);
    });
    expect(misplaced).toEqual([]);
  });

  it("are found by the scan as strings and keys, not in comments", () => {
    const text = `// "StagePage" in a comment\nconst a = "ObjectPage";\nconst b = { AreaPage: 1 };\nconst c = <div data-template="SearchPage" />;`;
    expect(templateNamesIn("example.tsx", text)).toEqual([
      "ObjectPage (line 2)",
      "AreaPage (line 3)",
      "SearchPage (line 4)",
    ]);
  });

  it("that the API can answer with all have a registered template", () => {
    // Every "…Page" string of the API's runtime and seed code: the catalogue's template map, the
    // seed's page rows and editorial types. The seed's one deliberately unknown name (a page
    // that must answer 500, spec section 2) is the exception.
    const files = apiSourceFiles(join(ROOT, "apps/api/src"));
    expect(files.length).toBeGreaterThan(10);
    const texts = files.map((path) => readFileSync(path, "utf8"));
    const unknown = new Set(
      texts.flatMap((text) => [...text.matchAll(/UNKNOWN_TEMPLATE_NAME\s*=\s*"(\w+)"/g)].map((match) => match[1]!)),
    );
    const answered = new Set(
      texts.flatMap((text) => [...text.matchAll(/["'`]([A-Z][A-Za-z]*Page)["'`]/g)].map((match) => match[1]!)),
    );
    expect(answered.size).toBeGreaterThan(40);
    const unregistered = [...answered].filter(
      (name) => !unknown.has(name) && !(isTemplateName(name) && templateRegistry[name] !== undefined),
    );
    expect(unregistered).toEqual([]);
    expect([...unknown].filter((name) => isTemplateName(name))).toEqual([]);
  });

  it("each have at most one registration, and every registered name is one of the list", () => {
    expect(Object.keys(templateRegistry).filter((name) => !TEMPLATE_NAMES.includes(name as never))).toEqual([]);
  });
});

/** The API's runtime and seed sources (tests left out: they name unknown templates on purpose). */
function apiSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : apiSourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}
