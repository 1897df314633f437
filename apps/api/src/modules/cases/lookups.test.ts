import { describe, expect, it } from "vitest";
import { call } from "../../testing/account";
import { caseLogins } from "../../testing/case-logins";
import { agreementId, propertyIdOf, roomId } from "../../testing/fixtures";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * What a reporter picks from and what a board reads besides its cases (spec sections 3, 7 and 9),
 * on the seeded demo: the apartments, rooms, assets and FAQ, and the rounds, control points and
 * board e-mail, each with a second login that must not reach the first one's.
 */

const KITCHEN = 2; // ROOM_CATEGORIES' index of the kitchen

describe.each(testDrivers())("case management's lookups on $name", (driver) => {
  const t = useSeededApp(driver);
  const { login, board } = caseLogins(() => t.handle.db);

  it("gives a board member with management their rounds, control points and board e-mail", async () => {
    const karin = await board("karin", "solglantan");
    const per = await board("per", "fjellstua", "Jmno");
    const johan = await board("johan", "tallasen");
    const rounds = (await call(t.app, "GET", "/case_management/rounds", { token: karin })).body.rounds as {
      id: string;
      nrOfCaseControlPoints: number;
    }[];
    expect(rounds.map((round) => round.nrOfCaseControlPoints)).toEqual([3, 2]);
    expect((await call(t.app, "GET", "/case_management/rounds", { token: per })).body).toEqual({ rounds: [] });
    expect((await call(t.app, "GET", "/case_management/rounds", { token: johan })).body).toEqual({ rounds: [] });
    const first = await call(t.app, "GET", `/case_management/rounds/${rounds[0]!.id}`, { token: karin });
    expect(first.body).toMatchObject({
      name: "Höstrondering 2026",
      controlPoints: [{ title: "Takavvattning" }, {}, {}],
    });
    expect((await call(t.app, "GET", `/case_management/rounds/${rounds[0]!.id}`, { token: per })).status).toBe(404);
    const file = (first.body.controlPoints as { attachments: { path: string }[] }[])[0]!.attachments[0]!;
    expect(file.path).toMatch(/\/rounds$/);
    // The store has no bytes for it (404) for Karin; Per does not even reach the store.
    expect((await t.app.request(file.path, { headers: { authorization: `Bearer ${per}` } })).status).toBe(404);

    expect((await call(t.app, "GET", "/case_management/account", { token: karin })).body).toEqual({
      email: "styrelsen@solglantan.example",
    });
    const patched = await call(t.app, "PATCH", "/case_management/account", {
      token: per,
      body: { email: "styret@fjellstua.example" },
    });
    expect(patched.body).toEqual({ email: "styret@fjellstua.example" });
    expect((await call(t.app, "GET", "/case_management/account", { token: karin })).body).toEqual({
      email: "styrelsen@solglantan.example",
    });
    expect(
      (await call(t.app, "PATCH", "/case_management/account", { token: per, body: { email: "not-an-address" } })).body
        .fieldErrors,
    ).toEqual({ "body.email": ["email"] });
  });

  it("lists the apartments, rooms, assets and FAQ a reporter picks from", async () => {
    const anna = await login("anna");
    const ola = await login("ola", "Jmno");
    const karin = await board("karin", "solglantan");
    const per = await board("per", "fjellstua", "Jmno");
    const agreements = (await call(t.app, "GET", "/case_management/customer/get_agreements", { token: anna })).body
      .agreements as { id: string }[];
    expect(agreements.map((agreement) => agreement.id)).toEqual([agreementId("anna")]);
    const rooms = await call(t.app, "GET", `/case_management/rooms/${agreementId("anna")}`, { token: anna });
    expect((rooms.body.rooms as { name: string }[]).map((room) => room.name)).toContain("Kök");
    expect((await call(t.app, "GET", `/case_management/rooms/${agreementId("anna")}`, { token: ola })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", `/case_management/rooms/${agreementId("anna")}`, { token: karin })).status).toBe(
      200,
    );
    expect((await call(t.app, "GET", `/case_management/rooms/${agreementId("anna")}`, { token: per })).status).toBe(
      404,
    );

    const search = { text: "solglänte", site: "Jmse" };
    const found = await call(t.app, "POST", "/case_management/search/object", { token: karin, body: search });
    expect((found.body.agreements as unknown[]).length).toBe(3);
    expect((await call(t.app, "POST", "/case_management/search/object", { token: per, body: search })).body).toEqual({
      agreements: [],
    });
    const buildings = await call(t.app, "POST", "/case_management/search/building", {
      token: karin,
      body: { text: "%", site: "Jmse" },
    });
    expect(buildings.body).toEqual({ buildings: [] });

    const common = await call(t.app, "GET", `/case_management/building_rooms/${propertyIdOf("solglantan")}`, {
      token: karin,
    });
    const elevator = (common.body.rooms as { category: string; faq: string[] }[]).find(
      (room) => room.category === "elevator",
    )!;
    const assets = await call(t.app, "GET", `/case_management/assets/${roomId("anna", KITCHEN)}`, { token: anna });
    const dishwasher = (assets.body.assets as { name: string; faq: string[] }[])[0]!;
    expect(dishwasher.name).toBe("Diskmaskin");
    const articles = await call(t.app, "POST", "/case_management/customer/articles", {
      token: anna,
      body: { ids: [...elevator.faq, ...dishwasher.faq], site: "Jmse" },
    });
    expect(
      (articles.body.articles as { serviceLines: unknown[] }[]).map((article) => article.serviceLines.length),
    ).toEqual([3, 4]);
    // The same ids on the Norwegian site: Swedish articles are not Norway's.
    const norwegian = await call(t.app, "POST", "/case_management/casefaq", {
      token: per,
      body: { faqIds: elevator.faq, site: "Jmno" },
    });
    expect(norwegian.body).toEqual({ articles: [] });
  });
});
