import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageViewModelSchema, SITE_KEY_HEADER } from "@housing/contracts";
import { routePath, sites } from "@housing/site-config";
import { rowsOf } from "../../core/db/sql";
import { viewModelUrl } from "../../testing/requests";
import { testDrivers } from "../../testing/test-database";
import { stageOf, useShowingApp } from "../../testing/showings";

describe.each(testDrivers())("the showing and order form pages on $name", (driver) => {
  const t = useShowingApp(driver);
  const page = async (path: string, siteKey: string) => {
    const response = await t.app.request(viewModelUrl(path), { headers: { [SITE_KEY_HEADER]: siteKey } });
    return {
      status: response.status,
      model: response.status === 200 ? v.parse(PageViewModelSchema, await response.json()) : null,
    };
  };

  for (const [siteKey, order] of [
    ["Jmse", "bestall"],
    ["Jmno", "bestill"],
    ["Jmoy", "tilaa"],
  ] as const) {
    it(`answers qr/, visning/ and ${order}/ below a stage's page (${siteKey}), not indexed`, async () => {
      const stage = await stageOf(t.db, siteKey);
      for (const [segment, templateName] of [
        ["qr", "ShowingQrPage"],
        ["visning", "ShowingFormPage"],
        [order, "OrderFormPage"],
      ] as const) {
        const { status, model } = await page(`${stage.url}${segment}/`, siteKey);
        expect(status).toBe(200);
        expect(model!.templateName).toBe(templateName);
        expect(model!.noIndex).toBe(true);
        expect(model!.data).toMatchObject({
          kind: "stageForm",
          stage: { id: stage.id, name: stage.name, url: stage.url },
          objectId: null,
        });
      }
      // Another language's order segment is no page here.
      const other = order === "bestall" ? "tilaa" : "bestall";
      expect((await page(`${stage.url}${other}/`, siteKey)).model?.templateName).not.toBe("OrderFormPage");
    });
  }

  it("answers visning/ below a home's page with the home's id", async () => {
    const [home] = await rowsOf<{ id: string; url: string; stage_id: string }>(
      t.db,
      sql`select id, url, stage_id from objects where site_key = 'Jmse' order by id limit 1`,
    );
    const { model } = await page(`${home!.url}visning/`, "Jmse");
    expect(model!.templateName).toBe("ShowingFormPage");
    expect(model!.data).toMatchObject({ kind: "stageForm", stage: { id: home!.stage_id }, objectId: home!.id });
    expect((await page(`${home!.url}qr/`, "Jmse")).status).not.toBe(200);
  });

  it("has the VIP showing page on my pages where the site has login and VIP only", async () => {
    const path = routePath(sites.se, "vipShowing")!;
    expect(path).toBe("/mina-sidor/vip-visning/");
    expect((await page(path, "Jmse")).model!.templateName).toBe("MyPagesVipShowingPage");
    expect((await page(routePath(sites.no, "vipShowing")!, "Jmno")).model!.templateName).toBe("MyPagesVipShowingPage");
    // The English sub-site has the route but no VIP.
    expect(sites["se-en"].features.hasVip).toBe(false);
    expect((await page(routePath(sites["se-en"], "vipShowing")!, "JmseEn")).model?.templateName).not.toBe(
      "MyPagesVipShowingPage",
    );
  });
});
