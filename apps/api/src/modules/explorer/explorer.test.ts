import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ExplorerDataSchema,
  ExplorerObjectSchema,
  ExplorerObjectsResponseSchema,
  PanoramaProjectSchema,
  type ExplorerData,
} from "@housing/contracts/explorer";
import { createApp } from "../../core/app";
import { rowsOf } from "../../core/db/sql";
import { purchases } from "../../core/db/schema";
import { call } from "../../testing/account";
import { newBuyers } from "../../testing/booking";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { PNG_SIGNATURE, pngSize } from "./png";

/*
 * The explorer's calls on a small seeded catalogue: the derived data of a stage, the linkers, the
 * object search with its personal parts (two buyers; staff of one stage only), one object, the
 * click-area save and the 360 project and tiles.
 */
const BASE = "/residenceexplorer";

describe.each(testDrivers())("residence explorer on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 } });
  const app = () => seeded.app;
  /** A stage Stina is staff of, and another stage with apartments that she is not. */
  let staffStage: { id: string; site_key: string };
  let otherStage: { id: string; site_key: string };
  let stina = "";
  let anna = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    const staffStages = await rowsOf<{ id: string; site_key: string }>(
      db,
      sql`select s.id, s.site_key from stages s join project_staff p on p.stage_id = s.id
        where p.user_id = ${demoUserId("stina")} order by s.id limit 1`,
    );
    staffStage = staffStages[0]!;
    const otherStages = await rowsOf<{ id: string; site_key: string }>(
      db,
      sql`select s.id, s.site_key from stages s
        where not exists (select 1 from project_staff p where p.stage_id = s.id)
          and exists (select 1 from objects o where o.stage_id = s.id and o.floor is not null)
        order by s.id limit 1`,
    );
    otherStage = otherStages[0]!;
    stina = await sessionToken(db, { userId: demoUserId("stina") });
    anna = await sessionToken(db, { userId: demoUserId("anna") });
  });

  const homesOf = (stageId: string) =>
    rowsOf<{ id: string; object_number: string; status_id: string }>(
      seeded.handle.db,
      sql`select id, object_number, status_id from objects where stage_id = ${stageId} and floor is not null order by id`,
    );

  it("derives a stage's explorer data from its apartments, the same every time", async () => {
    const first = await call(app(), "GET", `${BASE}/get/${staffStage.id}`);
    expect(first.status).toBe(200);
    const data = v.parse(ExplorerDataSchema, first.body);
    expect((await call(app(), "GET", `${BASE}/get/${staffStage.id}`)).body).toEqual(first.body);
    const homes = await homesOf(staffStage.id);
    expect(data.building.apartments.map((box) => box.objectId).sort()).toEqual(homes.map((home) => home.id).sort());
    expect(data.apts).toHaveLength(homes.length);
    const shown = new Set(
      data.views.flatMap((view) => view.clickAreas.filter((a) => a.type === "apt").map((a) => a.value)),
    );
    for (const home of homes) expect(shown.has(home.object_number)).toBe(true);
    const [stage] = await rowsOf<{ lat: number; lng: number }>(
      seeded.handle.db,
      sql`select lat, lng from stages where id = ${staffStage.id}`,
    );
    expect(data.location).toEqual({ lat: Number(stage!.lat), lng: Number(stage!.lng) });
    expect(data.timeZone).toBe(
      { Jmse: "Europe/Stockholm", Seniorgarden: "Europe/Stockholm", Jmno: "Europe/Oslo", Jmoy: "Europe/Helsinki" }[
        staffStage.site_key
      ],
    );
    expect(data.apts[0]!.files.object3DViews[0]).toMatch(
      new RegExp(`^${BASE}/files/${staffStage.id}/.+/project\\.json$`),
    );
  });

  it("serves on the configured base path alone", async () => {
    const { db, driver: name } = seeded.handle;
    const moved = createApp({ db, driver: name, explorerBasePath: "/explorer-elsewhere" });
    const answer = await call(moved, "GET", `/explorer-elsewhere/get/${staffStage.id}`);
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as ExplorerData).settings.projectDataUrl).toMatch(/^\/explorer-elsewhere\/files\//);
    expect((await call(moved, "GET", `${BASE}/get/${staffStage.id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown stage or one without apartments, 400 for a malformed id", async () => {
    expect((await call(app(), "GET", `${BASE}/get/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const [houses] = await rowsOf<{ id: string }>(
      seeded.handle.db,
      sql`select s.id from stages s where not exists (select 1 from objects o where o.stage_id = s.id and o.floor is not null) limit 1`,
    );
    if (houses) expect((await call(app(), "GET", `${BASE}/get/${houses.id}`)).status).toBe(404);
    const bad = await call(app(), "GET", `${BASE}/get/not-a-guid`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty(["params.stageId"]);
  });

  it("answers the seeded external linkers, 404 for an unknown one", async () => {
    const [linker] = await rowsOf<{ id: string; stage_id: string }>(
      seeded.handle.db,
      sql`select id, stage_id from explorer_linkers where id like '%-front' and stage_id = ${staffStage.id}`,
    );
    const answer = await call(app(), "GET", `${BASE}/getExternalLinker/${linker!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: linker!.id,
      stageId: staffStage.id,
      viewId: "front",
      apartmentNumber: null,
    });
    expect((await call(app(), "GET", `${BASE}/getExternalLinker/no-such-linker`)).status).toBe(404);
  });

  const search = (body: Record<string, unknown>, token?: string) =>
    call(app(), "POST", `${BASE}/objects`, { body, ...(token ? { token } : {}) });

  it("lists a stage's homes by page and status, without a sold home's price", async () => {
    const homes = await homesOf(staffStage.id);
    const all = await search({ siteId: staffStage.site_key, stageId: staffStage.id });
    expect(all.status).toBe(200);
    const page = v.parse(ExplorerObjectsResponseSchema, all.body);
    expect(page.total).toBe(homes.length);
    expect(page.objects).toHaveLength(Math.min(200, homes.length));
    expect(page).toMatchObject({ canEdit: false, editMode: false });
    for (const object of page.objects) {
      if (object.objectStatus === "sold") expect(object.price).toBeNull();
      else expect(object.price).not.toBeNull();
      expect(object.bookingUrl === null || object.bookingUrl.includes(`objectId=${object.id}`)).toBe(true);
      if (object.bookingUrl) expect(object.objectStatus).toBe("forSale");
    }
    const forSale = await search({ siteId: staffStage.site_key, stageId: staffStage.id, objectStatus: ["forSale"] });
    const forSaleObjects = v.parse(ExplorerObjectsResponseSchema, forSale.body).objects;
    expect(forSaleObjects.length).toBeGreaterThan(0);
    expect(forSaleObjects.every((object) => object.objectStatus === "forSale")).toBe(true);
    // The stage is booked online: its homes for sale have the booking flow's start.
    expect(forSaleObjects.every((object) => object.bookingUrl !== null)).toBe(true);
    const second = await search({ siteId: staffStage.site_key, stageId: staffStage.id, offset: 1, size: 1 });
    expect(second.body.objects).toEqual([page.objects[1]]);
    expect(second.body.total).toBe(homes.length);
  });

  it("refuses bad input with field errors and another site's stage with 404", async () => {
    const bad = await search({ siteId: "Nowhere", stageId: "x", size: 500 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(["body.siteId", "body.stageId", "body.size"]),
    );
    const otherSite = staffStage.site_key === "Jmno" ? "Jmse" : "Jmno";
    expect((await search({ siteId: otherSite, stageId: staffStage.id })).status).toBe(404);
  });

  it("marks the caller's own home with hasMadePurchase, and nobody else's", async () => {
    const { db } = seeded.handle;
    const [buyerA, buyerB] = await newBuyers(db, "Explorer", 2);
    const home = (await homesOf(staffStage.id)).find((candidate) => candidate.status_id !== "")!;
    await db.insert(purchases).values({ userId: buyerA!, objectId: home.id, stageId: staffStage.id });
    const tokenA = await sessionToken(db, { userId: buyerA! });
    const tokenB = await sessionToken(db, { userId: buyerB! });
    const query = {
      siteId: staffStage.site_key,
      stageId: staffStage.id,
      hasMadePurchase: true,
      objectStatus: ["preSelling"],
    };
    const ownOf = (answer: Awaited<ReturnType<typeof search>>) =>
      v
        .parse(ExplorerObjectsResponseSchema, answer.body)
        .objects.filter((object) => object.isOwn)
        .map((o) => o.id);
    // The own home is listed whatever the status filter.
    expect(ownOf(await search(query, tokenA))).toEqual([home.id]);
    expect(ownOf(await search(query, tokenB))).toEqual([]);
    expect(ownOf(await search({ ...query, hasMadePurchase: false }, tokenA))).toEqual([]);
    const anonymous = await search(query);
    expect(anonymous.status).toBe(200);
    expect(ownOf(anonymous)).toEqual([]);
  });

  it("grants edit mode to the stage's staff only: 401 anonymous, 403 others and staff of another stage", async () => {
    const edit = (stage: typeof staffStage) => ({ siteId: stage.site_key, stageId: stage.id, isEditMode: true });
    expect((await search(edit(staffStage))).status).toBe(401);
    expect((await search(edit(staffStage), anna)).status).toBe(403);
    expect((await search(edit(otherStage), stina)).status).toBe(403);
    const granted = await search({ ...edit(staffStage), objectStatus: ["forSale"] }, stina);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ canEdit: true, editMode: true, total: (await homesOf(staffStage.id)).length });
    const plain = await search({ siteId: staffStage.site_key, stageId: staffStage.id }, stina);
    expect(plain.body).toMatchObject({ canEdit: true, editMode: false });
  });

  it("answers one apartment, 404 for an unknown id", async () => {
    const [home] = await homesOf(staffStage.id);
    const answer = await call(app(), "GET", `${BASE}/getobject/${home!.id}`);
    expect(answer.status).toBe(200);
    expect(v.parse(ExplorerObjectSchema, answer.body).apartmentNumber).toBe(home!.object_number);
    expect((await call(app(), "GET", `${BASE}/getobject/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("gives Norwegian homes an internal area", async () => {
    const [home] = await rowsOf<{ id: string; living_area: number }>(
      seeded.handle.db,
      sql`select id, living_area from objects where site_key = 'Jmno' and floor is not null order by id limit 1`,
    );
    if (!home) return;
    const object = v.parse(ExplorerObjectSchema, (await call(app(), "GET", `${BASE}/getobject/${home.id}`)).body);
    expect(object.internalArea).toBeCloseTo(Number(home.living_area) * 0.92, 0);
  });

  it("saves staff's click areas of a view, which the explorer data then answers", async () => {
    const homes = await homesOf(staffStage.id);
    const url = (stageId: string, viewId: string) => `${BASE}/views/${stageId}/${viewId}/clickareas`;
    const clickAreas = [
      {
        type: "apt",
        value: homes[0]!.object_number,
        points: [
          [0.1, 0.1],
          [0.2, 0.1],
          [0.2, 0.2],
        ],
      },
      {
        type: "view",
        value: "aerial",
        points: [
          [0.4, 0],
          [0.6, 0],
          [0.5, 0.1],
        ],
      },
    ];
    const put = (stageId: string, viewId: string, body: unknown, token?: string) =>
      call(app(), "PUT", url(stageId, viewId), { body, ...(token ? { token } : {}) });
    expect((await put(staffStage.id, "back", { clickAreas })).status).toBe(401);
    expect((await put(staffStage.id, "back", { clickAreas }, anna)).status).toBe(403);
    expect((await put(otherStage.id, "back", { clickAreas }, stina)).status).toBe(403);
    expect((await put(staffStage.id, "kitchen", { clickAreas }, stina)).status).toBe(404);
    const outside = await put(
      staffStage.id,
      "back",
      {
        clickAreas: [
          {
            ...clickAreas[0],
            points: [
              [2, 0],
              [0, 0],
              [0, 1],
            ],
          },
        ],
      },
      stina,
    );
    expect(outside.status).toBe(400);
    expect(Object.keys(outside.body.fieldErrors ?? {})[0]).toMatch(/^body\.clickAreas\.0\.points/);
    const strangers = await put(
      staffStage.id,
      "back",
      {
        clickAreas: [
          { ...clickAreas[0], value: "no-such-home" },
          { ...clickAreas[1], value: "kitchen" },
        ],
      },
      stina,
    );
    expect(strangers.status).toBe(400);
    expect(Object.keys(strangers.body.fieldErrors ?? {}).sort()).toEqual([
      "body.clickAreas.0.value",
      "body.clickAreas.1.value",
    ]);
    const saved = await put(staffStage.id, "back", { clickAreas }, stina);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: true, count: 2 });
    const data = (await call(app(), "GET", `${BASE}/get/${staffStage.id}`)).body as unknown as ExplorerData;
    expect(data.views.find((view) => view.id === "back")!.clickAreas).toEqual(clickAreas);
    expect(data.views.find((view) => view.id === "front")!.clickAreas.length).toBeGreaterThan(2);
  });

  it("serves a home's 360 project and its PNG tiles; 404 without panoramas", async () => {
    const data = v.parse(ExplorerDataSchema, (await call(app(), "GET", `${BASE}/get/${staffStage.id}`)).body);
    const apt = data.apts[0]!;
    const answer = await call(app(), "GET", apt.files.object3DViews[0]!);
    expect(answer.status).toBe(200);
    const project = v.parse(PanoramaProjectSchema, answer.body);
    expect(project.cameras.map((camera) => camera.id)).toEqual(
      expect.arrayContaining(["living-room", "kitchen", "bathroom"]),
    );
    expect(project.cameras.some((camera) => camera.type === "balcony")).toBe(apt.files.balconyViews.length > 0);
    const view = project.views[0]!;
    const tile = await app().request(view.tileUrl.replace("{col}", "1").replace("{row}", "0"));
    expect(tile.status).toBe(200);
    expect(tile.headers.get("content-type")).toBe("image/png");
    expect(tile.headers.get("cache-control")).toContain("max-age=31536000");
    const png = new Uint8Array(await tile.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(pngSize(png)).toEqual({ width: 512, height: 512 });
    expect((await app().request(view.tileUrl.replace("{col}", "9").replace("{row}", "0"))).status).toBe(404);
    expect((await call(app(), "GET", `${BASE}/files/${staffStage.id}/no-such-home/project.json`)).status).toBe(404);
    await seeded.handle.db.execute(sql`delete from explorer_panorama_tiles`);
    expect((await call(app(), "GET", apt.files.object3DViews[0]!)).status).toBe(404);
  });
});
