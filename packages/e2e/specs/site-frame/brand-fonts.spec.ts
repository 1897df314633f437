import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";

// One site per brand: each brand names its own faces (packages/ui global.css, --font-body-face).
const BRAND_FACES: Record<string, RegExp> = {
  main: /^"Work Sans Variable"/,
  senior: /^"Nunito Variable"/,
  boratt: /^"Nunito Variable"/,
  contractor: /^Barlow/,
};
const oneSitePerBrand = allSites.filter(
  ({ site }, index) => allSites.findIndex((other) => other.site.brand === site.brand) === index,
);

for (const { site, start } of oneSitePerBrand) {
  test(`${site.siteName} (${site.brand}): the first page uses the system face and caches the brand's faces for the next`, async ({
    page,
    context,
  }) => {
    const fontsRequested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontsRequested.push(request.url());
    });
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);

    await page.goto(start);
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");
    expect(await bodyFont()).not.toMatch(BRAND_FACES[site.brand]!);
    // Once the browser is idle the faces are fetched and the cookie is set.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "housing-fonts")?.value, {
        timeout: 15_000,
      })
      .toBe("1");
    expect(fontsRequested.length).toBeGreaterThan(0);
    // The page the visitor is reading does not change face.
    await expect(page.locator("html")).not.toHaveAttribute("data-fonts");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "");
    expect(await bodyFont()).toMatch(BRAND_FACES[site.brand]!);
    expect(await axeViolations(page)).toEqual([]);
  });
}
