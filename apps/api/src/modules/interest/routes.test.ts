import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { AnonymousInterestResponseSchema, SITE_KEY_HEADER } from "@housing/contracts";
import { expectJsonBodyRejections, postJson, useSearchApp } from "../../testing/search";
import { testDrivers } from "../../testing/test-database";

const URL = "/signup_service/interest/anonymous";

describe.each(testDrivers())("POST /signup_service/interest/anonymous on $name", (driver) => {
  const t = useSearchApp(driver, { catalogue: { objects: 300 } });
  let stage: { id: string; site_key: string };
  let home: { id: string };
  let otherStageHome: { id: string };

  beforeAll(async () => {
    stage = (
      await t.rows<{ id: string; site_key: string }>(
        sql`select id, site_key from stages where site_key = 'Jmse' order by id limit 1`,
      )
    )[0]!;
    home = (
      await t.rows<{ id: string }>(sql`select id from objects where stage_id = ${stage.id} order by id limit 1`)
    )[0]!;
    otherStageHome = (
      await t.rows<{ id: string }>(sql`select id from objects where stage_id <> ${stage.id} order by id limit 1`)
    )[0]!;
  });

  const valid = () => ({
    stageId: stage.id,
    objectId: home.id,
    firstName: "Anna",
    lastName: "Berg",
    email: "anna.berg@example.com",
    phone: "070-123 45 67",
    message: "Finns det en fyra kvar?",
    acceptTerms: true,
  });
  const send = (body: unknown, siteKey = "Jmse") => postJson(t.app, URL, body, { [SITE_KEY_HEADER]: siteKey });

  it("stores the interest and answers 201 created", async () => {
    const response = await send(valid());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const body = v.parse(AnonymousInterestResponseSchema, response.body);
    expect(body.status).toBe("created");
    const [row] = await t.rows<{ email: string; phone: string | null; object_id: string; site_key: string }>(
      sql`select email, phone, object_id, site_key from interests where id = ${body.id}`,
    );
    expect(row).toEqual({
      email: "anna.berg@example.com",
      phone: "070-123 45 67",
      object_id: home.id,
      site_key: "Jmse",
    });
  });

  it("accepts a stage without a home and leaves empty optional fields out (null)", async () => {
    const response = await send({ ...valid(), objectId: undefined, postalCode: " ", message: "  " });
    expect(response.status).toBe(201);
    const [row] = await t.rows<{
      postal_code: string | null;
      message: string | null;
      object_id: string | null;
      min_rooms: number | null;
      max_rooms: number | null;
    }>(
      sql`select postal_code, message, object_id, min_rooms, max_rooms from interests where id = ${response.body.id as string}`,
    );
    expect(row).toEqual({ postal_code: null, message: null, object_id: null, min_rooms: null, max_rooms: null });
  });

  it("stores the postal code and the rooms wish (spec section 3)", async () => {
    const response = await send({ ...valid(), postalCode: " 113 51 ", minRooms: 2, maxRooms: 5 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await t.rows<{ postal_code: string; min_rooms: number; max_rooms: number }>(
      sql`select postal_code, min_rooms, max_rooms from interests where id = ${response.body.id as string}`,
    );
    expect(row).toEqual({ postal_code: "113 51", min_rooms: 2, max_rooms: 5 });
  });

  it("holds the rooms wish to the site's range: 5 is the Swedish top, Finland's is 4", async () => {
    const finnish = (
      await t.rows<{ id: string }>(sql`select id from stages where site_key = 'Jmoy' order by id limit 1`)
    )[0]!;
    const body = { ...valid(), stageId: finnish.id, objectId: null, minRooms: 1, maxRooms: 5 };
    const tooMany = await send(body, "Jmoy");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors["body.maxRooms"]).toEqual(["invalidInput"]);
    expect((await send({ ...body, maxRooms: 4 }, "Jmoy")).status).toBe(201);
  });

  it.each([
    ["firstName", "", "required"],
    ["firstName", "Anna2", "invalidInput"],
    ["lastName", "www.berg", "invalidInput"],
    ["lastName", "B".repeat(51), "inputToLong"],
    ["email", "anna@", "email"],
    ["email", "", "required"],
    ["phone", "", "required"],
    ["phone", "12345", "phoneNumber"],
    ["phone", "070 abc 45", "phoneNumber"],
    ["message", "x".repeat(501), "inputToLong"],
    ["message", "<script>", "invalidInput"],
    ["postalCode", "113 5a", "numeric"],
    ["postalCode", "1".repeat(51), "inputToLong"],
    ["minRooms", 0, "invalidInput"],
    ["maxRooms", 6, "invalidInput"],
    ["maxRooms", "3", "invalidInput"],
    ["acceptTerms", false, "acceptTerms"],
    ["stageId", "not-a-guid", "Must be a GUID"],
  ])("answers 400 with a field error for a bad %s", async (field, value, message) => {
    const response = await send({ ...valid(), [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[`body.${field}`]).toContain(message);
  });

  it("answers 400 on maxRooms when it is below minRooms", async () => {
    const response = await send({ ...valid(), minRooms: 4, maxRooms: 2 });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ "body.maxRooms": ["maxRoomsBelowMin"] });
  });

  it("asks an account's e-mail to log in first and stores nothing (spec section 4)", async () => {
    // One account with a password (the e-mail login), one with only an identity number (BankID).
    await t.rows(
      sql`insert into users (first_name, last_name, email, country_id, password_hash) values ('Ines', 'Lösen', 'Ines.Losen@example.com', 'se', 'argon2-hash')`,
    );
    await t.rows(
      sql`insert into users (first_name, last_name, email, country_id, security_number) values ('Bo', 'Bank', 'bo.bank@example.com', 'se', '198001011234')`,
    );
    const count = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from interests`))[0]!.n;
    const before = await count();

    // The e-mail as typed: another case and spaces still find the account.
    const withPassword = await send({ ...valid(), email: " ines.losen@EXAMPLE.com " });
    expect(withPassword.status, JSON.stringify(withPassword.body)).toBe(200);
    expect(v.parse(AnonymousInterestResponseSchema, withPassword.body)).toEqual({ status: "userExists", id: null });
    const bankIdOnly = await send({ ...valid(), email: "bo.bank@example.com" });
    expect(bankIdOnly.status).toBe(200);
    expect(v.parse(AnonymousInterestResponseSchema, bankIdOnly.body)).toEqual({
      status: "mustLoginWithBankId",
      id: null,
    });
    expect(await count()).toBe(before);

    // Another e-mail is still taken anonymously; a wrong field is still a 400 first.
    expect((await send({ ...valid(), email: "someone.else@example.com" })).body.status).toBe("created");
    const wrong = await send({
      ...valid(),
      email: "bo.bank@example.com",
      stageId: "00000000-0000-4000-8000-000000000000",
    });
    expect(wrong.status).toBe(400);
  });

  it("answers 400 for a missing field, an unknown stage, another site's stage or a home of another stage", async () => {
    const { email: _email, ...noEmail } = valid();
    expect((await send(noEmail)).body.fieldErrors["body.email"]).toBeDefined();
    const { phone: _phone, ...noPhone } = valid();
    expect((await send(noPhone)).body.fieldErrors["body.phone"]).toBeDefined();
    const unknown = await send({ ...valid(), stageId: "00000000-0000-4000-8000-000000000000", objectId: null });
    expect(unknown.body.fieldErrors["body.stageId"]).toBeDefined();
    expect((await send(valid(), "Jmno")).body.fieldErrors["body.stageId"]).toBeDefined();
    const mismatched = await send({ ...valid(), objectId: otherStageHome.id });
    expect(mismatched.status).toBe(400);
    expect(mismatched.body.fieldErrors["body.objectId"]).toBeDefined();
  });

  it("needs the site key header", async () => {
    const response = await postJson(t.app, URL, valid());
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors[`headers.${SITE_KEY_HEADER}`]).toBeDefined();
  });

  it("answers malformed JSON, wrong types and huge bodies with 400 or 413, never 500", async () => {
    const app = t.app;
    const withKey = async (init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set(SITE_KEY_HEADER, "Jmse");
      return app.request(URL, { ...init, headers });
    };
    const malformed = await withKey({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"firstName":',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.body).toEqual([
      "Malformed JSON",
    ]);
    const huge = await withKey({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...valid(), message: "x".repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    const long = await send({ ...valid(), message: "x".repeat(900_000) });
    expect(long.status).toBe(400);
    // The shared checks of every JSON call (body shapes, content type), with the site key the route needs.
    const keyed = new Proxy(app, {
      get: (target, property) =>
        property === "request"
          ? (url: string, init: RequestInit = {}) => {
              const headers = new Headers(init.headers);
              headers.set(SITE_KEY_HEADER, "Jmse");
              return target.request(url, { ...init, headers });
            }
          : (Reflect.get(target, property) as unknown),
    });
    await expectJsonBodyRejections(keyed, URL);
  });
});
