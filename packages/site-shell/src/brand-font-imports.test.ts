import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_NAMES, SITE_CODES, getSite } from "@housing/site-config";

/*
 * Each brand app imports the faces of its own brand only (packages/ui fonts.css): a site whose
 * app imported another brand's file would never get its faces (brand-fonts.tsx finds none to
 * fetch), and one that imported every brand's would carry their declarations on every page.
 */

const APPS = join(import.meta.dirname, "../../../apps");

describe("brand font imports", () => {
  it.each(APP_NAMES)("the %s app imports the faces of its sites' brand and no other", (app) => {
    const layout = readFileSync(join(APPS, app, "app/[site]/layout.tsx"), "utf8");
    const imported = [...layout.matchAll(/import "@housing\/ui\/fonts\/([a-z]+)\.css";/g)].map(([, brand]) => brand);
    const brands = new Set(
      SITE_CODES.map(getSite)
        .filter((site) => site.app === app)
        .map((site) => site.brand),
    );
    expect(imported.sort()).toEqual([...brands].sort());
  });
});
