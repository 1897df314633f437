import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_NAMES, appDefaultSite, type BrandTheme } from "@housing/site-config";
import { BRAND_THEME_COLORS } from "./brand-colors";

const repo = join(import.meta.dirname, "../../..");
const themeCss = readFileSync(join(repo, "packages/ui/src/styles/global.css"), "utf8");

describe("brand colours", () => {
  it.each(Object.keys(BRAND_THEME_COLORS) as BrandTheme[])("%s matches --color-primary of the UI theme", (brand) => {
    const block = new RegExp(`\\[data-brand="${brand}"\\]\\s*\\{([^}]*)\\}`).exec(themeCss)?.[1] ?? "";
    expect(/--color-primary:\s*(#[0-9a-f]{6})/i.exec(block)?.[1]).toBe(BRAND_THEME_COLORS[brand]);
  });

  it.each(APP_NAMES)("the %s app's icon.svg is drawn in its brand's colour", (app) => {
    const svg = readFileSync(join(repo, "apps", app, "app/icon.svg"), "utf8");
    expect(svg).toContain(`fill="${BRAND_THEME_COLORS[appDefaultSite(app).brand]}"`);
  });
});
