import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SavedSearchesResponseSchema } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import { createApp } from "../../core/app";
import { rowsOf } from "../../core/db/sql";
import { jobQueueFor, type JobQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { call, loginByEmail } from "../../testing/account";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { SAVED_SEARCH_MAIL_KIND } from "./on-match";

const ADMIN = "an-admin-secret-for-the-tests-only";
const ANNA = "anna.andersson@example.com";
const ERIK = "erik.svensson@example.com";

interface Place {
  stage_id: string;
  municipality_url: string;
}

/*
 * Done when (issue 20, item 5): a saved search gets an alert after a matching home is added
 * through the API. The job runs on the database's own runner: pg-boss on PostgreSQL, the
 * in-process runner on PGlite, with the same handler.
 */
describe.each(testDrivers())("saved-search alerts on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 300 } });
  let app: Hono;
  let jobs: JobQueue;
  let place: Place;
  let otherPlace: Place;

  beforeAll(async () => {
    jobs = jobQueueFor(seeded.handle, silentLogger, { pollingIntervalSeconds: 0.5 });
    app = createApp({ db: seeded.handle.db, driver: seeded.handle.driver, jobs, adminToken: ADMIN });
    await jobs.start();
    expect(jobs.kind).toBe(driver.name === "postgres" ? "pg-boss" : "in-process");
    const places = await rowsOf<Place>(
      seeded.handle.db,
      sql`select distinct on (t.url) s.id as stage_id, t.url as municipality_url
        from stages s join search_tags t on t.id = s.municipality_tag_id
        where s.site_key = 'Jmse' order by t.url, s.id limit 2`,
    );
    [place, otherPlace] = places as [Place, Place];
  });
  afterAll(async () => {
    await jobs.stop();
  });

  const home = (stageId: string, overrides: Record<string, unknown> = {}) => ({
    stageId,
    objectNumber: `T${randomUUID().slice(0, 6)}`,
    name: "Testlägenhet",
    status: "forSale",
    residenceType: "apartment",
    rooms: 4,
    livingArea: 96,
    price: 3_900_000,
    inhabitDate: "2027-06-01",
    ...overrides,
  });
  const admin = (method: string, url: string, body: unknown, token = ADMIN) => call(app, method, url, { token, body });
  const alertsOf = (savedSearchId: string) =>
    rowsOf<{ object_id: string }>(
      seeded.handle.db,
      sql`select object_id from saved_search_alerts where saved_search_id = ${savedSearchId}`,
    );
  const mailsTo = (email: string) =>
    rowsOf<{ subject: string; body: string; link: string }>(
      seeded.handle.db,
      sql`select subject, body, link from outbox_mails where recipient = ${email} and kind = ${SAVED_SEARCH_MAIL_KIND}`,
    );

  it("alerts a matching saved search once after a home is added through the admin call", async () => {
    const anna = await loginByEmail(app, ANNA, sites.se.siteId);
    const erik = await loginByEmail(app, ERIK, sites.se.siteId);
    const query = `q=${place.municipality_url}&minRooms=3&maxPrice=5000000&residenceType=apartment`;
    const annas = await call(app, "POST", "/my_pages/saved_searches?siteKey=Jmse", {
      token: anna,
      body: { name: "Fyra rum", query },
    });
    expect(annas.status).toBe(201);
    // Erik's search is elsewhere: the same home must not alert him.
    const eriks = await call(app, "POST", "/my_pages/saved_searches?siteKey=Jmse", {
      token: erik,
      body: { name: "Annan kommun", query: `q=${otherPlace.municipality_url}` },
    });
    expect(eriks.status).toBe(201);
    const annaSearch = annas.body.id as string;
    const erikSearch = eriks.body.id as string;

    const added = await admin("POST", "/catalogue_service/objects", home(place.stage_id));
    expect(added.status).toBe(201);
    const homeId = added.body.id as string;
    await jobs.settled();

    expect(await alertsOf(annaSearch)).toEqual([{ object_id: homeId }]);
    expect(await alertsOf(erikSearch)).toEqual([]);
    const [mail, ...more] = await mailsTo(ANNA);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Nya bostäder i din sparade sökning");
    expect(mail!.body).toContain('"Fyra rum"');
    expect(mail!.link).toBe(`http://localhost:3000/sok-bostad/?${query}`);
    expect(await mailsTo(ERIK)).toEqual([]);
    // And the bell: a SavedSearch notification named by the search, for Anna only.
    const bell = async (token: string) =>
      (
        (await call(app, "GET", "/notifications/Jmse", { token })).body.notifications as Array<Record<string, unknown>>
      ).filter((notification) => notification.notificationType === "SavedSearch");
    expect(await bell(anna)).toEqual([
      expect.objectContaining({ title: "Nya bostäder i din sparade sökning: Fyra rum", isUnread: true }),
    ]);
    expect(await bell(erik)).toEqual([]);
    const listed = v.parse(
      SavedSearchesResponseSchema,
      (await call(app, "GET", "/my_pages/saved_searches?siteKey=Jmse", { token: anna })).body,
    ).savedSearches;
    expect(listed[0]).toMatchObject({ id: annaSearch, matchCount: 1 });
    expect(listed[0]!.lastAlertAt).not.toBeNull();

    // The home search finds the new home, as the alert promised.
    const found = await call(app, "POST", "/residence/search/by_ids/object", { body: { ids: [homeId] } });
    expect((found.body.hits as unknown[]).length).toBe(1);

    // A second change that still matches raises no second alert and no second mail.
    const changed = await admin("PUT", `/catalogue_service/objects/${homeId}`, {
      ...home(place.stage_id, { price: 3_800_000 }),
      objectNumber: "T-again",
    });
    expect(changed.status).toBe(200);
    await jobs.settled();
    expect(await alertsOf(annaSearch)).toEqual([{ object_id: homeId }]);
    expect(await mailsTo(ANNA)).toHaveLength(1);
    expect(await bell(anna)).toHaveLength(1);

    // Homes that do not match (too small, too dear, sold) raise none.
    for (const overrides of [{ rooms: 2 }, { price: 6_000_000 }, { status: "sold" }]) {
      const other = await admin("POST", "/catalogue_service/objects", home(place.stage_id, overrides));
      expect(other.status).toBe(201);
    }
    await jobs.settled();
    expect(await alertsOf(annaSearch)).toHaveLength(1);
    expect(await alertsOf(erikSearch)).toEqual([]);

    // A sold home put back on sale is a change that now matches.
    const [sold] = await rowsOf<{ id: string; object_number: string }>(
      seeded.handle.db,
      sql`select o.id, o.object_number from objects o where o.stage_id = ${place.stage_id}
        and o.name = 'Testlägenhet' and not o.is_searched`,
    );
    const back = await admin("PUT", `/catalogue_service/objects/${sold!.id}`, {
      ...home(place.stage_id),
      objectNumber: sold!.object_number,
    });
    expect(back.status).toBe(200);
    await jobs.settled();
    expect((await alertsOf(annaSearch)).map((row) => row.object_id).sort()).toEqual([homeId, sold!.id].sort());
    expect(await mailsTo(ANNA)).toHaveLength(2);
  });

  it("guards the admin calls with the admin secret and validates the home", async () => {
    const body = home(place.stage_id);
    expect((await admin("POST", "/catalogue_service/objects", body, "wrong-secret-of-the-same-size-x")).status).toBe(
      401,
    );
    expect((await call(app, "POST", "/catalogue_service/objects", { body })).status).toBe(401);
    // A user's login token is not the admin secret.
    const anna = await loginByEmail(app, ANNA, sites.se.siteId);
    expect((await admin("POST", "/catalogue_service/objects", body, anna)).status).toBe(401);
    // Without a secret configured the calls are not there.
    const closed = createApp({ db: seeded.handle.db, driver: seeded.handle.driver });
    expect((await call(closed, "POST", "/catalogue_service/objects", { token: ADMIN, body })).status).toBe(404);
    expect(
      (await call(closed, "PUT", `/catalogue_service/objects/${randomUUID()}`, { token: ADMIN, body })).status,
    ).toBe(404);

    const bad = await admin("POST", "/catalogue_service/objects", { ...body, rooms: 0, status: "gone" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(expect.arrayContaining(["body.rooms", "body.status"]));
    const unknownStage = await admin("POST", "/catalogue_service/objects", home(randomUUID()));
    expect(unknownStage.body.fieldErrors).toHaveProperty(["body.stageId"]);
    const first = await admin("POST", "/catalogue_service/objects", body);
    expect(first.status).toBe(201);
    const sameNumber = await admin("POST", "/catalogue_service/objects", body);
    expect(sameNumber.status).toBe(400);
    expect(sameNumber.body.fieldErrors).toHaveProperty(["body.objectNumber"]);
    const created = await admin("PUT", `/catalogue_service/objects/${randomUUID()}`, home(place.stage_id));
    expect(created.status).toBe(201);
    await jobs.settled();
  });
});
