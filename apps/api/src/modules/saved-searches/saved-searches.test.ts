import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_LIMIT, SavedSearchSchema, SavedSearchesResponseSchema } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import { call, loginByEmail, useAccountApp, type Answer } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

const ANNA = "anna.andersson@example.com";
const ERIK = "erik.svensson@example.com";
const LIST = "/my_pages/saved_searches?siteKey=Jmse";

describe.each(testDrivers())("saved searches on $name", (driver) => {
  const t = useAccountApp(driver);
  const save = (token: string | undefined, body: unknown, siteKey = "Jmse"): Promise<Answer> =>
    call(t.app, "POST", `/my_pages/saved_searches?siteKey=${siteKey}`, { token, body });
  const list = async (token: string, url = LIST) =>
    v.parse(SavedSearchesResponseSchema, (await call(t.app, "GET", url, { token })).body).savedSearches;

  it("saves, lists, renames and deletes only the token's user's own searches (two users)", async () => {
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const erik = await loginByEmail(t.app, ERIK, sites.se.siteId);

    const created = await save(anna, { name: " Trea ", query: "minRooms=3&maxPrice=5000000&sort=price:asc" });
    expect(created.status).toBe(201);
    const saved = v.parse(SavedSearchSchema, created.body);
    expect(saved).toMatchObject({
      name: "Trea",
      query: "minRooms=3&maxPrice=5000000&sort=price:asc",
      url: "/sok-bostad/?minRooms=3&maxPrice=5000000&sort=price:asc",
      lastAlertAt: null,
      matchCount: 0,
    });
    const erikSaved = v.parse(SavedSearchSchema, (await save(erik, { name: "Allt", query: "" })).body);
    expect(erikSaved.url).toBe("/sok-bostad/");

    // Each sees their own, on the site asked for only.
    expect((await list(anna)).map((search) => search.id)).toEqual([saved.id]);
    expect((await list(erik)).map((search) => search.id)).toEqual([erikSaved.id]);
    expect(await list(anna, "/my_pages/saved_searches?siteKey=Jmno")).toEqual([]);

    // Erik can neither rename nor delete Anna's search: it does not exist for him.
    const path = `/my_pages/saved_searches/${saved.id}`;
    expect((await call(t.app, "PATCH", path, { token: erik, body: { name: "Mitt" } })).status).toBe(404);
    expect((await call(t.app, "DELETE", path, { token: erik })).status).toBe(404);
    expect((await list(anna))[0]!.name).toBe("Trea");

    const renamed = await call(t.app, "PATCH", path, { token: anna, body: { name: "Trea i stan" } });
    expect(renamed.status).toBe(200);
    expect(v.parse(SavedSearchSchema, renamed.body)).toMatchObject({ id: saved.id, name: "Trea i stan" });

    expect((await call(t.app, "DELETE", path, { token: anna })).status).toBe(204);
    expect((await call(t.app, "DELETE", path, { token: anna })).status).toBe(404);
    expect(await list(anna)).toEqual([]);
    expect((await list(erik)).map((search) => search.id)).toEqual([erikSaved.id]);
    expect((await call(t.app, "DELETE", `/my_pages/saved_searches/${erikSaved.id}`, { token: erik })).status).toBe(204);
  });

  it("needs a login for every call", async () => {
    const id = "2b0f3c4e-8a51-4d8e-9c0b-6a3e1f2d7c90";
    expect((await call(t.app, "GET", LIST)).status).toBe(401);
    expect((await save(undefined, { name: "A", query: "" })).status).toBe(401);
    expect((await call(t.app, "PATCH", `/my_pages/saved_searches/${id}`, { body: { name: "B" } })).status).toBe(401);
    expect((await call(t.app, "DELETE", `/my_pages/saved_searches/${id}`)).status).toBe(401);
  });

  it("answers 400 for a query the search cannot read, naming the part", async () => {
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const refused: [string, string][] = [
      ["minRooms=abc", "body.query.minRooms"],
      ["minRooms=9", "body.query.minRooms"],
      ["minPrice=-5", "body.query.minPrice"],
      ["minRooms=4&maxRooms=2", "body.query.maxRooms"],
      ["residenceType=castle", "body.query.residenceType"],
      ["viewing=maybe", "body.query.viewing"],
      ["inhabitDate=7", "body.query.inhabitDate"],
      ["sort=cheapest", "body.query.sort"],
      ["geo=north", "body.query.geo"],
      ["q=no-such-place", "body.query.q"],
      ["?minRooms=3", "body.query"],
      ["minRooms=3#map", "body.query"],
    ];
    for (const [query, field] of refused) {
      const answer = await save(anna, { name: "Fel", query });
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {}), query).toContain(field);
    }
    // The Finnish tops: five rooms are past Finland's range.
    const finnish = await save(anna, { name: "Viisi", query: "minRooms=5" }, "Jmoy");
    expect(finnish.status).toBe(400);
    // The simple search has no enumeration filters: the page keeps such keys as unknown ones, and so does a saved search.
    expect(
      (await save(anna, { name: "Senior", query: "residenceType=castle&utm_source=mail" }, "Seniorgarden")).status,
    ).toBe(201);
    // A site without a home search, a missing name, an unknown site.
    expect((await save(anna, { name: "En", query: "" }, "JmseEn")).body.fieldErrors).toHaveProperty(["query.siteKey"]);
    expect((await save(anna, { name: " ", query: "" })).body.fieldErrors).toHaveProperty(["body.name"]);
    expect((await save(anna, { name: "X", query: "" }, "Nowhere")).status).toBe(400);
    expect(
      (await call(t.app, "PATCH", "/my_pages/saved_searches/not-a-guid", { token: anna, body: { name: "X" } })).status,
    ).toBe(400);
    expect(await list(anna, "/my_pages/saved_searches?siteKey=Seniorgarden")).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} saved searches per user`, async () => {
    const erik = await loginByEmail(t.app, ERIK, sites.se.siteId);
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const already = (await list(erik)).length;
    for (let index = already; index < SAVED_SEARCH_LIMIT; index++) {
      expect((await save(erik, { name: `Sökning ${index}`, query: `minRooms=${(index % 5) + 1}` })).status).toBe(201);
    }
    const over = await save(erik, { name: "En för mycket", query: "" });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe("savedSearchLimit");
    // Anna's limit is her own.
    expect((await save(anna, { name: "Annas", query: "" })).status).toBe(201);
    // Deleting one makes room again.
    const [first] = await list(erik);
    expect((await call(t.app, "DELETE", `/my_pages/saved_searches/${first!.id}`, { token: erik })).status).toBe(204);
    expect((await save(erik, { name: "Igen", query: "" })).status).toBe(201);
  });
});
