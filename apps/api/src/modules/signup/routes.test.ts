import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../core/db/sql";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * Favourites and interests of spec section 7 (signup): each user reads and changes only their
 * own; adding twice keeps one; removing what is gone is no error; board logins are refused;
 * an interest needs an e-mail (the form's or the account's). On PGlite and PostgreSQL.
 */
describe.each(testDrivers())("signup calls on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 200 } });
  let anna = "";
  let erik = "";
  let karinBoard = "";
  let gustav = "";
  let stage = "";
  let home = "";
  let otherStage = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    // Gustav's account has no e-mail (the interest rule).
    gustav = await sessionToken(db, { userId: demoUserId("gustav") });
    const [association] = await rowsOf<{ id: string }>(
      db,
      sql`select id from associations where name = 'BRF Solgläntan'`,
    );
    karinBoard = await sessionToken(db, {
      userId: demoUserId("karin"),
      loginType: "boardMember",
      associationId: association!.id,
    });
    const rows = await rowsOf<{ id: string; stage_id: string }>(
      db,
      sql`select o.id, o.stage_id from objects o where o.site_key = 'Jmse'
        and not exists (select 1 from favourites f where f.stage_id = o.stage_id)
        and not exists (select 1 from user_interests i where i.stage_id = o.stage_id)
        order by o.stage_id desc, o.id limit 40`,
    );
    stage = rows[0]!.stage_id;
    home = rows[0]!.id;
    otherStage = rows.find((row) => row.stage_id !== stage)!.stage_id;
  });

  const favourites = async (token: string) =>
    (await call(seeded.app, "GET", "/signup_service/favorites", { token })).body.favorites as {
      stageId: string;
      objectId: string | null;
      created: string;
    }[];
  const interests = async (token: string) =>
    (await call(seeded.app, "GET", "/signup_service/interests", { token })).body.interests as {
      id: string;
      stageId: string;
      objectId: string | null;
    }[];

  it("adds a stage and a home once, lists them for their owner only, and removes them idempotently", async () => {
    const before = await favourites(anna);
    const first = await call(seeded.app, "POST", "/signup_service/favorite", { token: anna, body: { stageId: stage } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ stageId: stage, objectId: null });
    const again = await call(seeded.app, "POST", "/signup_service/favorite", {
      token: anna,
      body: { stageId: stage, objectId: null },
    });
    expect(again.body).toEqual(first.body);
    const homeAnswer = await call(seeded.app, "POST", "/signup_service/favorite", {
      token: anna,
      body: { stageId: stage, objectId: home },
    });
    expect(homeAnswer.status).toBe(200);
    expect(await favourites(anna)).toHaveLength(before.length + 2);

    // Erik sees none of Anna's, and his removal of the same entries leaves hers alone.
    const erikList = await favourites(erik);
    expect(erikList.some((entry) => entry.stageId === stage)).toBe(false);
    expect((await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/-`, { token: erik })).status).toBe(204);
    expect(
      (await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/${home}`, { token: erik })).status,
    ).toBe(204);
    expect(await favourites(anna)).toHaveLength(before.length + 2);

    // The stage's own favourite is `-`; the home's stays until removed itself.
    expect((await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/-`, { token: anna })).status).toBe(204);
    const left = await favourites(anna);
    expect(left.filter((entry) => entry.stageId === stage)).toEqual([
      expect.objectContaining({ stageId: stage, objectId: home }),
    ]);
    expect(
      (await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/${home}`, { token: anna })).status,
    ).toBe(204);
    const gone = await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/${home}`, { token: anna });
    expect(gone.status).toBe(204);
    expect(await favourites(anna)).toEqual(before);
  });

  it("refuses ids the catalogue does not have, or a home of another stage", async () => {
    const unknown = await call(seeded.app, "POST", "/signup_service/favorite", {
      token: anna,
      body: { stageId: "5c931c9c-7383-5bbe-a2f5-358db0c9b641" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ "body.stageId": ["notFound"] });
    const mismatch = await call(seeded.app, "POST", "/signup_service/interest", {
      token: anna,
      body: { stageId: otherStage, objectId: home },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fieldErrors).toEqual({ "body.objectId": ["notFound"] });
    const badPath = await call(seeded.app, "DELETE", `/signup_service/favorite/${stage}/null`, { token: anna });
    expect(badPath.status).toBe(400);
  });

  it("keeps one interest per stage or home, per user, and withdraws it idempotently", async () => {
    const before = await interests(anna);
    const first = await call(seeded.app, "POST", "/signup_service/interest", {
      token: anna,
      body: { stageId: stage, objectId: home, formEmail: "", email: "" },
    });
    expect(first.status).toBe(200);
    const again = await call(seeded.app, "POST", "/signup_service/interest", {
      token: anna,
      body: { stageId: stage, objectId: home, formEmail: "anna.other@example.com" },
    });
    expect(again.body).toEqual(first.body);
    expect(await interests(anna)).toHaveLength(before.length + 1);
    expect((await interests(erik)).some((entry) => entry.id === first.body.id)).toBe(false);

    expect(
      (await call(seeded.app, "DELETE", `/signup_service/interest/${stage}/${home}`, { token: erik })).status,
    ).toBe(204);
    expect(await interests(anna)).toHaveLength(before.length + 1);
    for (let round = 0; round < 2; round++) {
      const removed = await call(seeded.app, "DELETE", `/signup_service/interest/${stage}/${home}`, { token: anna });
      expect(removed.status).toBe(204);
    }
    expect(await interests(anna)).toEqual(before);
  });

  it("refuses an interest without an e-mail on the account or in the form", async () => {
    const refused = await call(seeded.app, "POST", "/signup_service/interest", {
      token: gustav,
      body: { stageId: stage, formEmail: "  " },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "body.formEmail": ["email"] });
    expect(await interests(gustav)).toEqual([]);
    const accepted = await call(seeded.app, "POST", "/signup_service/interest", {
      token: gustav,
      body: { stageId: stage, formEmail: "gustav.family@example.com" },
    });
    expect(accepted.status).toBe(200);
    const [stored] = await rowsOf<{ email: string }>(
      seeded.handle.db,
      sql`select email from user_interests where id = ${accepted.body.id as string}`,
    );
    expect(stored!.email).toBe("gustav.family@example.com");
  });

  it("refuses board logins (no favourites or interests) and anonymous callers", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/signup_service/favorites"],
      ["POST", "/signup_service/favorite", { stageId: stage }],
      ["DELETE", `/signup_service/favorite/${stage}/-`],
      ["GET", "/signup_service/interests"],
      ["POST", "/signup_service/interest", { stageId: stage, formEmail: "karin.lind@example.com" }],
      ["DELETE", `/signup_service/interest/${stage}/-`],
    ];
    for (const [method, path, body] of calls) {
      const board = await call(seeded.app, method, path, { token: karinBoard, body });
      expect(board.status, `${method} ${path}`).toBe(403);
      expect(board.body.message).toBe("boardMemberNotAllowed");
      expect((await call(seeded.app, method, path, { body })).status).toBe(401);
    }
    const [count] = await rowsOf<{ count: number }>(
      seeded.handle.db,
      sql`select count(*)::int as count from favourites where user_id = ${demoUserId("karin")}`,
    );
    expect(Number(count!.count)).toBe(0);
  });
});
