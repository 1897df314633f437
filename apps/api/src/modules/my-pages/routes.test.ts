import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MyPagesOverview, MyResidence, MyResidences } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import { rowsOf } from "../../core/db/sql";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { ObjectStatus, StaffRole } from "../catalogue/enums";
import { contactRolesOf } from "../content/service/contacts";

/*
 * My pages' view models (spec section 2): each for the token's user on the site asked for.
 * Anna (se) moved into a booked and bought home on 2026-06-01; Erik is VIP with his fee unpaid;
 * Ola (no) has three homes to switch between; Karin logs in for her association's board.
 */
describe.each(testDrivers())("my pages on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 600 } });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = seeded.handle;
    for (const [key, siteKey] of [
      ["anna", "Jmse"],
      ["erik", "Jmse"],
      ["ola", "Jmno"],
      ["matti", "Jmoy"],
    ] as const) {
      tokens[key] = await sessionToken(db, { userId: demoUserId(key), siteKey });
    }
    const [association] = await rowsOf<{ id: string }>(
      db,
      sql`select id from associations where name = 'BRF Solgläntan'`,
    );
    tokens.karinBoard = await sessionToken(db, {
      userId: demoUserId("karin"),
      loginType: "boardMember",
      associationId: association!.id,
    });
  });

  const get = (user: string, path: string) => call(seeded.app, "GET", path, { token: tokens[user] });

  it("gives Anna her residence, next steps, news, notifications and counts", async () => {
    const answer = await get("anna", "/my_pages/overview?siteKey=Jmse");
    expect(answer.status).toBe(200);
    const overview = answer.body as unknown as MyPagesOverview;
    expect(overview.residences).toHaveLength(1);
    expect(overview.activeResidence).toMatchObject({ entryDate: "2026-06-01", isActive: true, isSuccession: false });
    expect(overview.activeResidence!.url).toMatch(/^\/sok-bostad\//);
    const kinds = overview.nextSteps.map((step) => step.kind);
    expect(kinds).toContain("signDocuments");
    expect(kinds).toContain("reportFault");
    expect(kinds).not.toContain("payVipFee");
    expect(overview.news.map((item) => item.publishedOn)).toEqual(["2026-10-28", "2026-10-05", "2026-09-01"]);
    expect(overview.notifications[0]).toMatchObject({ notificationType: "Case", errandId: "FEL-1024" });
    expect(overview).toMatchObject({ favouriteCount: 3, interestCount: 1 });
  });

  it("tells Erik to pay his VIP fee, and shows him none of Anna's data", async () => {
    const overview = (await get("erik", "/my_pages/overview?siteKey=Jmse")).body as unknown as MyPagesOverview;
    expect(overview.nextSteps.map((step) => step.kind)).toContain("payVipFee");
    expect(overview.residences).toEqual([]);
    expect(overview.activeResidence).toBeNull();
    expect(overview.notifications.map((item) => item.notificationType)).toEqual(["VipPayment"]);
    expect((await get("erik", "/my_pages/residence?siteKey=Jmse")).status).toBe(404);

    const annas = (await get("anna", "/my_pages/residences?siteKey=Jmse")).body as unknown as MyResidences;
    const eriks = (await get("erik", "/my_pages/residences?siteKey=Jmse")).body as unknown as MyResidences;
    const annaIds = new Set(annas.favourites.map((card) => `${card.stageId}/${card.objectId}`));
    expect(eriks.favourites.some((card) => annaIds.has(`${card.stageId}/${card.objectId}`))).toBe(false);
    expect(eriks.residences).toEqual([]);
    const annaHome = annas.residences[0]!.objectId;
    const stolen = await call(seeded.app, "PUT", "/my_pages/active_residence", {
      token: tokens.erik,
      body: { objectId: annaHome },
    });
    expect(stolen.status).toBe(404);
    const [erikRow] = await rowsOf<{ active_object_id: string | null }>(
      seeded.handle.db,
      sql`select active_object_id from users where id = ${demoUserId("erik")}`,
    );
    expect(erikRow!.active_object_id).toBeNull();
  });

  it("lists favourites and interests as cards of the site, with the stock of stages where the site has stock", async () => {
    const residences = (await get("anna", "/my_pages/residences?siteKey=Jmse")).body as unknown as MyResidences;
    expect(residences.favourites).toHaveLength(3);
    expect(residences.interests).toHaveLength(1);
    const stageCards = residences.favourites.filter((card) => card.objectId === null);
    const homeCards = residences.favourites.filter((card) => card.objectId !== null);
    expect(stageCards.length).toBeGreaterThan(0);
    expect(homeCards.length).toBeGreaterThan(0);
    for (const card of stageCards) {
      const [count] = await rowsOf<{ count: number }>(
        seeded.handle.db,
        sql`select count(*)::int as count from objects where stage_id = ${card.stageId} and status_id = ${ObjectStatus.ids.forSale}`,
      );
      expect(card.availableCount).toBe(Number(count!.count));
      expect(card.url).toMatch(/^\/sok-bostad\//);
    }
    expect(homeCards.every((card) => card.availableCount === null)).toBe(true);
    // The cards are this site's: none on Seniorgården.
    const senior = (await get("anna", "/my_pages/residences?siteKey=Seniorgarden")).body as unknown as MyResidences;
    expect(senior).toEqual({ residences: [], favourites: [], interests: [] });

    // Finland has no stock switch: a stage card there has no count.
    const [fiStage] = await rowsOf<{ id: string }>(
      seeded.handle.db,
      sql`select id from stages where site_key = 'Jmoy' order by id limit 1`,
    );
    const added = await call(seeded.app, "POST", "/signup_service/favorite", {
      token: tokens.matti,
      body: { stageId: fiStage!.id },
    });
    expect(added.status).toBe(200);
    const finnish = (await get("matti", "/my_pages/residences?siteKey=Jmoy")).body as unknown as MyResidences;
    expect(finnish.favourites).toEqual([expect.objectContaining({ stageId: fiStage!.id, availableCount: null })]);
  });

  it("lets Ola switch between his own residences, and the user answer follows", async () => {
    const before = (await get("ola", "/my_pages/residences?siteKey=Jmno")).body as unknown as MyResidences;
    expect(before.residences).toHaveLength(3);
    expect(before.residences.map((residence) => residence.isActive)).toEqual([true, false, false]);
    expect(before.residences[0]!.entryDate).toBe("2027-03-15");
    expect(before.residences[2]!.isSuccession).toBe(true);
    const target = before.residences[1]!;

    const chosen = await call(seeded.app, "PUT", "/my_pages/active_residence", {
      token: tokens.ola,
      body: { objectId: target.objectId },
    });
    expect(chosen.status).toBe(204);
    const residence = (await get("ola", "/my_pages/residence?siteKey=Jmno")).body as unknown as MyResidence;
    expect(residence.residence).toMatchObject({ objectId: target.objectId, isActive: true, entryDate: "2025-09-01" });
    expect(residence.stage.id).toBe(target.stageId);
    const shown = new Set(contactRolesOf(sites.no).map((key) => StaffRole.ids[key] as number));
    expect(residence.contacts.every((contact) => shown.has(contact.role))).toBe(true);

    const user = await get("ola", "/account_service/user");
    expect(user.body.activeObject).toEqual({
      objectId: target.objectId,
      stageId: target.stageId,
      entryDate: "2025-09-01",
      isSuccession: false,
    });
    const overview = (await get("ola", "/my_pages/overview?siteKey=Jmno")).body as unknown as MyPagesOverview;
    expect(overview.activeResidence!.objectId).toBe(target.objectId);
    expect(overview.nextSteps.map((step) => step.kind)).toContain("reportFault");

    // Anna's home is not Ola's to choose; a made-up id neither.
    const annaHome = ((await get("anna", "/my_pages/residences?siteKey=Jmse")).body as unknown as MyResidences)
      .residences[0]!.objectId;
    for (const objectId of [annaHome, "5c931c9c-7383-5bbe-a2f5-358db0c9b641"]) {
      const refused = await call(seeded.app, "PUT", "/my_pages/active_residence", {
        token: tokens.ola,
        body: { objectId },
      });
      expect(refused.status).toBe(404);
    }
    const after = (await get("ola", "/my_pages/residence?siteKey=Jmno")).body as unknown as MyResidence;
    expect(after.residence.objectId).toBe(target.objectId);

    // Moving in is ahead for the first home: moveIn with its date.
    await call(seeded.app, "PUT", "/my_pages/active_residence", {
      token: tokens.ola,
      body: { objectId: before.residences[0]!.objectId },
    });
    const ahead = (await get("ola", "/my_pages/overview?siteKey=Jmno")).body as unknown as MyPagesOverview;
    expect(ahead.nextSteps).toContainEqual({ kind: "moveIn", dueDate: "2027-03-15" });
  });

  it("gives a resident the stage's contacts and a board login the management's, both with customer service", async () => {
    const resident = await get("anna", "/my_pages/contacts?siteKey=Jmse");
    expect(resident.status).toBe(200);
    const shown = new Set(contactRolesOf(sites.se).map((key) => StaffRole.ids[key] as number));
    const residentContacts = resident.body.contacts as { role: number }[];
    expect(residentContacts.every((contact) => shown.has(contact.role))).toBe(true);
    expect(resident.body.customerService).toMatchObject({ openingHours: "Vardagar 8–17" });
    const board = await get("karinBoard", "/my_pages/contacts?siteKey=Jmse");
    expect((board.body.contacts as { role: number }[]).map((contact) => contact.role)).toEqual([10, 11]);
    expect(board.body.customerService).toEqual(resident.body.customerService);
    // Erik has no residence: customer service only.
    expect((await get("erik", "/my_pages/contacts?siteKey=Jmse")).body.contacts).toEqual([]);
  });

  it("keeps the board's overview for board logins and the residents' pages from them", async () => {
    const overview = await get("karinBoard", "/my_pages/board_overview?siteKey=Jmse");
    expect(overview.status).toBe(200);
    expect(overview.body.association).toMatchObject({ name: "BRF Solgläntan", activeFinancialManagement: true });
    expect((await get("anna", "/my_pages/board_overview?siteKey=Jmse")).status).toBe(403);
    // A board login without an association (no member who chose the board portal, spec section 4):
    // a board member without technical management, with no association to show.
    tokens.annaBoard = await sessionToken(seeded.handle.db, {
      userId: demoUserId("anna"),
      loginType: "boardMember",
      associationId: null,
    });
    const downgraded = await get("annaBoard", "/my_pages/board_overview?siteKey=Jmse");
    expect(downgraded.status).toBe(200);
    expect(downgraded.body.association).toBeNull();
    expect((await get("annaBoard", "/account_service/user")).body).toMatchObject({
      isBoardMember: true,
      brfAccount: null,
    });
    for (const path of ["/my_pages/overview", "/my_pages/residences", "/my_pages/residence"]) {
      const refused = await get("karinBoard", `${path}?siteKey=Jmse`);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe("boardMemberNotAllowed");
    }
    const put = await call(seeded.app, "PUT", "/my_pages/active_residence", {
      token: tokens.karinBoard,
      body: { objectId: "5c931c9c-7383-5bbe-a2f5-358db0c9b641" },
    });
    expect(put.status).toBe(403);
  });

  it("serves the site's news where its switch is on, and 404 elsewhere", async () => {
    const list = await get("anna", "/my_pages/news?siteKey=Jmse");
    const news = list.body.news as { slug: string; title: string }[];
    expect(news).toHaveLength(3);
    const item = await get("anna", `/my_pages/news/${news[0]!.slug}?siteKey=Jmse`);
    expect(item.body).toMatchObject({ slug: news[0]!.slug, title: news[0]!.title });
    const norwegian = (await get("ola", "/my_pages/news?siteKey=Jmno")).body.news as { title: string }[];
    expect(norwegian.map((entry) => entry.title)).toContain("Velkommen til Mine sider");
    expect((await get("anna", "/my_pages/news/finns-inte?siteKey=Jmse")).status).toBe(404);
    expect((await get("anna", `/my_pages/news/${news[0]!.slug}?siteKey=Jmno`)).status).toBe(404);
    for (const siteKey of ["JmseEn", "Entreprenad"]) {
      expect((await get("anna", `/my_pages/news?siteKey=${siteKey}`)).status).toBe(404);
    }
  });

  it("answers 400 without a known site key and 401 without a token", async () => {
    for (const path of ["/my_pages/overview", "/my_pages/residences?siteKey=se", "/my_pages/news?siteKey=Nope"]) {
      const answer = await get("anna", path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {})[0]).toMatch(/^query/);
    }
    for (const path of ["/my_pages/overview", "/my_pages/residence", "/my_pages/contacts", "/my_pages/news"]) {
      expect((await call(seeded.app, "GET", `${path}?siteKey=Jmse`)).status).toBe(401);
    }
  });

  it("fills the user answer's favourites, interests, active object and menu flags", async () => {
    const user = (await get("anna", "/account_service/user")).body;
    expect(user.favorites).toHaveLength(3);
    expect(user.interests).toHaveLength(1);
    expect(user.activeObject).toMatchObject({ entryDate: "2026-06-01", isSuccession: false });
    // Anna has cases of her own apartment in the seed (modules/cases).
    expect(user).toMatchObject({ hasCases: true, showErrands: false, showPayments: false });
    // Anna has booked one seeded showing (seed/showings.ts): it is on her.
    expect(user.showings).toHaveLength(1);
    await seeded.handle.db.execute(sql`update users set show_payments = true where id = ${demoUserId("erik")}`);
    const erik = (await get("erik", "/account_service/user")).body;
    expect(erik).toMatchObject({ showPayments: true, favorites: [expect.objectContaining({ objectId: null })] });
    expect(erik.activeObject).toBeNull();
  });
});
