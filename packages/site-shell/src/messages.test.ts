import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MessageNamespace } from "@housing/i18n";
import { FRAME_MESSAGES } from "./frame-messages";
import { MANIFESTS } from "./manifests";
import { MESSAGE_CATALOGUES } from "./messages";
import { templateMessages, templateRegistry } from "./registry";

/*
 * A page's browser gets only the frame's part of the catalogue and its template's
 * (frame-messages.ts, registry.tsx). That holds as long as each package's code uses only those
 * ids: this reads every message id the packages' sources name and checks where it belongs.
 * Each catalogue itself (all four locales, valid ICU, ...) is checked by its own package's
 * messages.test.ts (i18n's catalogue-checks).
 */

const PACKAGES = join(import.meta.dirname, "../..");
const ALL_IDS = MESSAGE_CATALOGUES.flatMap((catalogue) => Object.keys(catalogue.sv));
const NAMESPACES = new Set(ALL_IDS.map((id) => id.slice(0, id.indexOf(".")) as MessageNamespace));
const ID = new RegExp(`["'\`]((?:${[...NAMESPACES].join("|")})\\.[A-Za-z][\\w.-]*)`, "g");
/*
 * A package's manifest is named after it (`@housing/search`); a frame package may add a second one
 * for its pages (`@housing/auth-bankid/pages`), whose code is under `src/pages/` and whose
 * messages are `{package}-pages`. The frame's part never carries the pages' messages.
 */
const packageDir = (name: string) => name.replace(/^@housing\//, "").replace(/\/pages$/, "");
const isPagesManifest = (name: string) => name.endsWith("/pages");
const namespaceOf = (name: string) => (isPagesManifest(name) ? `${packageDir(name)}-pages` : packageDir(name));

function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["node_modules", "messages", ...skip].includes(entry.name) ? [] : sourceFiles(path, skip);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(test|test-d|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The namespaces of the ids a package's sources name, "search.home.x" → "search": of its pages'
 * code (`src/pages/`) for a pages manifest, else of the rest.
 */
function namespacesUsedBy(manifestName: string): Set<string> {
  const used = new Set<string>();
  const src = join(PACKAGES, packageDir(manifestName), "src");
  const files = isPagesManifest(manifestName) ? sourceFiles(join(src, "pages")) : sourceFiles(src, ["pages"]);
  for (const file of files) {
    for (const [, id] of readFileSync(file, "utf8").matchAll(ID)) used.add(id!.slice(0, id!.indexOf(".")));
  }
  return used;
}

describe("the assembled catalogue", () => {
  it("has each id once: no feature defines another's", () => {
    expect(ALL_IDS.filter((id, index) => ALL_IDS.indexOf(id) !== index)).toEqual([]);
  });

  it("has each manifest's messages under its own namespace", () => {
    for (const manifest of MANIFESTS) {
      if (!manifest.messages) continue;
      const { namespace, catalogue } = manifest.messages;
      expect(namespace).toBe(namespaceOf(manifest.name));
      expect(Object.keys(catalogue.sv).filter((id) => !id.startsWith(`${namespace}.`))).toEqual([]);
    }
  });
});

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
    const templateFeatures = MANIFESTS.filter((manifest) => manifest.templates && manifest.messages);
    expect(templateFeatures.length).toBeGreaterThan(1);
    for (const manifest of templateFeatures) {
      const allowed = new Set<string>([manifest.messages!.namespace, ...FRAME_MESSAGES]);
      const used = [...namespacesUsedBy(manifest.name)];
      expect(used).toContain(manifest.messages!.namespace);
      expect(used.filter((namespace) => !allowed.has(namespace))).toEqual([]);
    }
  });

  it("give each registered template its own package's part", () => {
    for (const manifest of MANIFESTS) {
      for (const [name, definition] of Object.entries(manifest.templates ?? {})) {
        expect(definition.messages, name).toBe(manifest.messages?.namespace);
        expect(templateMessages(name), name).toBe(manifest.messages?.namespace);
      }
    }
    // Every namespace but the frame's belongs to some template, or to a feature that only fills
    // slots (its filler sends its own part, as the residence explorer's does).
    const templateParts = new Set(Object.keys(templateRegistry).map(templateMessages));
    const slotParts = new Set(
      MANIFESTS.filter((manifest) => !manifest.templates && manifest.slots?.length).map(
        (manifest) => manifest.messages?.namespace,
      ),
    );
    expect(
      [...NAMESPACES].filter(
        (namespace) =>
          !FRAME_MESSAGES.includes(namespace) && !templateParts.has(namespace) && !slotParts.has(namespace),
      ),
    ).toEqual([]);
  });
});
