import { Readable } from "node:stream";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CaseDetailSchema,
  CasesResponseSchema,
  CreateCaseRequestSchema,
  CreateCaseResponseSchema,
  caseStatusByKey,
  MULTIPART_FILES_PART,
  MULTIPART_REQUEST_PART,
  type CreateCaseRequestInput,
} from "@housing/contracts/cases";
import { NotificationsResponseSchema } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import { createApp } from "../../core/app";
import type { FileStore } from "../../core/uploads";
import { call, demoUserId, type Answer } from "../../testing/account";
import { agreementId, assetId, caseId, roomId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { caseLogins } from "../../testing/case-logins";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { residentViewer } from "./access";
import { createCase } from "./create";

/*
 * Case management on the seeded demo (README.md beside this file): who reads which case (spec
 * section 4), creating, changing and closing cases, and file downloads, each with a second user
 * who must not reach the first one's. The tests share one database and run in order.
 */

const KITCHEN = 2; // ROOM_CATEGORIES' index of the kitchen
const BATHROOM = 0;

/** An in-memory store in the upload core's shape. */
const files = new Map<string, Uint8Array>([
  ["seed/cases/1024/diskmaskin.jpg", new Uint8Array([0xff, 0xd8, 0xff, 1, 2])],
]);
const fileStore: FileStore = {
  kind: "disk",
  put: async () => {
    throw new Error("not used here");
  },
  get: async (key) => {
    const bytes = files.get(key);
    return bytes ? { stream: Readable.from([Buffer.from(bytes)]), size: bytes.length } : null;
  },
  delete: async (key) => void files.delete(key),
};

describe.each(testDrivers())("case management on $name", (driver) => {
  const t = useSeededApp(driver, { app: { fileStore } });

  const { login, board } = caseLogins(() => t.handle.db);
  /** The create and update calls' multipart body: the request as JSON in `request`, then the files. */
  const send = async (
    method: "POST" | "PATCH",
    url: string,
    options: { token?: string; body?: unknown; request?: string; files?: readonly File[] },
  ): Promise<Answer> => {
    const form = new FormData();
    form.append(MULTIPART_REQUEST_PART, options.request ?? JSON.stringify(options.body));
    for (const file of options.files ?? []) form.append(MULTIPART_FILES_PART, file, file.name);
    const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
    const response = await t.app.request(url, { method, headers, body: form });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Answer["body"]) : {},
    };
  };
  const tickets = async (token: string, path: string) => {
    const answer = await call(t.app, "GET", path, { token });
    expect(answer.status).toBe(200);
    return v.parse(CasesResponseSchema, answer.body).cases.map((item) => item.ticketNumber);
  };
  const residentCreate = (token: string, body: Partial<CreateCaseRequestInput>) =>
    send("POST", "/case_management/customer/create_case", {
      token,
      body: {
        siteId: sites.se.siteId,
        propertyId: "",
        area: 899310001,
        roomId: roomId("anna", KITCHEN),
        description: "Kranen droppar.",
        objectId: agreementId("anna"),
        ...body,
      },
    });

  it("shows a resident only their own cases reported for an apartment with an agreement", async () => {
    const anna = await login("anna");
    const ola = await login("ola", "Jmno");
    // 1032 is Anna's too, but for a public space: not readable afterwards (spec section 4).
    expect(await tickets(anna, "/case_management/customer/get_cases")).toEqual([1031, 1024, 1019]);
    expect(await tickets(ola, "/case_management/customer/get_cases")).toEqual([1061, 1060]);

    const own = await call(t.app, "GET", `/case_management/customer/case/${caseId(1024)}`, { token: anna });
    expect(own.status).toBe(200);
    const detail = v.parse(CaseDetailSchema, own.body);
    expect(detail).toMatchObject({
      ticketNumber: 1024,
      problemArea: "Kök",
      problemAreaDetails: "Diskmaskin",
      status: { key: "waitingMaterial", group: "ongoing", colour: "yellow", rank: 100, isPaused: true },
      objectAddress: "Solgläntevägen 4, 1102",
      buildingType: "Object",
    });
    expect(detail.attachments.map((file) => file.filename)).toEqual(["diskmaskin.jpg"]);
    expect(detail.attachments[0]!.path).toMatch(/^\/case_management\/customer\/file\/[0-9a-f-]{36}\/diskmaskin\.jpg$/);

    for (const id of [caseId(1060), caseId(1032)]) {
      expect((await call(t.app, "GET", `/case_management/customer/case/${id}`, { token: anna })).status).toBe(404);
    }
    expect((await call(t.app, "GET", `/case_management/customer/case/${caseId(1024)}`, { token: ola })).status).toBe(
      404,
    );
    expect((await call(t.app, "GET", "/case_management/customer/get_cases")).status).toBe(401);
  });

  it("shows a board member with management their association's board cases only", async () => {
    const karin = await board("karin", "solglantan");
    const karinEkbacken = await board("karin", "ekbacken");
    const per = await board("per", "fjellstua", "Jmno");
    expect(await tickets(karin, "/case_management/cases")).toEqual([1040, 1041, 1042]);
    expect(await tickets(karinEkbacken, "/case_management/cases")).toEqual([1043]);
    expect(await tickets(per, "/case_management/cases")).toEqual([1070]);

    const summary = (await call(t.app, "GET", `/case_management/case/${caseId(1040)}`, { token: karin })).body;
    expect(summary).toMatchObject({ brfName: "BRF Solgläntan", status: { colour: "blue", rank: 150 } });
    // Another association's case, a resident's case in her own association's house, another country's.
    for (const id of [caseId(1043), caseId(1024), caseId(1070)]) {
      expect((await call(t.app, "GET", `/case_management/case/${id}`, { token: karin })).status).toBe(404);
    }
    // A private login has no board view; a board login of an association the user is not on is refused.
    const anna = await login("anna");
    expect((await call(t.app, "GET", "/case_management/cases", { token: anna })).status).toBe(403);
    // The board variant's update and close reach the association's cases only.
    const update = { site: "Jmse", description: "Hissen stannar fortfarande." };
    const boardPath = `/case_management/case/${caseId(1040)}`;
    expect((await send("PATCH", boardPath, { token: per, body: update })).status).toBe(404);
    expect((await call(t.app, "PATCH", `${boardPath}/close`, { token: per, body: { site: "Jmno" } })).status).toBe(404);
    expect((await send("PATCH", boardPath, { token: karin, body: update })).body).toMatchObject({
      description: update.description,
    });
    const perAsKarin = await board("per", "solglantan");
    expect((await call(t.app, "GET", "/case_management/cases", { token: perAsKarin })).status).toBe(403);
  });

  it("tells the user answer whether the login has cases it may read (the my pages menu's errands)", async () => {
    const hasCasesOf = async (token: string) => {
      const answer = await call(t.app, "GET", "/account_service/user", { token });
      expect(answer.status).toBe(200);
      return answer.body.hasCases;
    };
    expect(await hasCasesOf(await login("anna"))).toBe(true);
    expect(await hasCasesOf(await login("erik"))).toBe(false);
    // Karin's cases are her association's board cases: seen with her board login only.
    expect(await hasCasesOf(await login("karin"))).toBe(false);
    expect(await hasCasesOf(await board("karin", "solglantan"))).toBe(true);
    // Johan reported 1050 without management: he may not read it.
    expect(await hasCasesOf(await board("johan", "tallasen"))).toBe(false);
    // A board login of an association the user does not sit on.
    expect(await hasCasesOf(await board("per", "solglantan"))).toBe(false);
  });

  it("lets a board login without an association (a customer who chose the board) report as a board member without management", async () => {
    const bjorn = await sessionToken(t.handle.db, { userId: demoUserId("bjorn"), loginType: "boardMemberCase" });
    const body = {
      siteId: sites.se.siteId,
      propertyId: "",
      area: 899310002,
      roomId: roomId("placeholder-se", 1),
      description: "Belysningen i trapphuset är trasig.",
      objectId: "",
      address: "Tallbacksvägen 2",
      zipCode: "123 56",
      city: "Stockholm",
      compoundName: "BRF Tallbacken",
      compoundNumber: "769612-3456",
      isMember: true,
    };
    const created = await send("POST", "/case_management/create_board_case/v2", { token: bjorn, body });
    expect(created.status).toBe(201);
    expect(v.parse(CreateCaseResponseSchema, created.body).isVisible).toBe(false);
    // It reads no board's cases: it belongs to no association.
    expect((await call(t.app, "GET", "/case_management/cases", { token: bjorn })).status).toBe(403);
    // A private login is no board login: the board's create call refuses it.
    const refused = await send("POST", "/case_management/create_board_case/v2", { token: await login("bjorn"), body });
    expect(refused.status).toBe(403);
  });

  it("lets a board member without management report, but never read the case afterwards", async () => {
    const johan = await board("johan", "tallasen");
    expect(await tickets(johan, "/case_management/cases")).toEqual([]);
    expect((await call(t.app, "GET", "/case_management/has_cases", { token: johan })).body).toEqual({
      hasCases: false,
    });
    const body = {
      siteId: sites.se.siteId,
      propertyId: "",
      area: 899310002,
      roomId: roomId("placeholder-se", 0),
      description: "Hissen har stannat.",
      objectId: "",
      address: "Tallåsvägen 2",
      zipCode: "752 30",
      city: "Uppsala",
      compoundName: "BRF Tallåsen",
      compoundNumber: "769612-3456",
      isMember: true,
    };
    const missing = await send("POST", "/case_management/create_board_case/v2", {
      token: johan,
      body: { ...body, compoundName: undefined, isMember: false, city: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({
      "body.compoundName": ["required"],
      "body.isMember": ["required"],
      "body.city": ["required"],
    });
    const created = await send("POST", "/case_management/create_board_case/v2", { token: johan, body });
    expect(created.status).toBe(201);
    const result = v.parse(CreateCaseResponseSchema, created.body);
    expect(result.isVisible).toBe(false);
    expect(result.ticketNumber).toBeGreaterThanOrEqual(5000);
    expect((await call(t.app, "GET", `/case_management/case/${result.id}`, { token: johan })).status).toBe(404);
    expect(await tickets(await board("karin", "solglantan"), "/case_management/cases")).not.toContain(
      result.ticketNumber,
    );
  });

  it("creates a resident's case: a ticket number, Registered, the bell, and the list", async () => {
    const anna = await login("anna");
    const created = await residentCreate(anna, { assetTypeId: assetId(roomId("anna", KITCHEN), 0) });
    expect(created.status).toBe(201);
    const result = v.parse(CreateCaseResponseSchema, created.body);
    expect(result).toMatchObject({ caseStatusId: caseStatusByKey("registered").id, isVisible: true });
    const second = v.parse(CreateCaseResponseSchema, (await residentCreate(anna, {})).body);
    expect(second.ticketNumber).toBe(result.ticketNumber + 1);
    expect((await tickets(anna, "/case_management/customer/get_cases")).slice(0, 2)).toEqual([
      second.ticketNumber,
      result.ticketNumber,
    ]);
    const bell = v.parse(
      NotificationsResponseSchema,
      (await call(t.app, "GET", "/notifications/Jmse", { token: anna })).body,
    );
    expect(bell.notifications.map((item) => item.errandId)).toContain(result.id);

    // The 'other address' option: the typed address is required, and the case is not readable afterwards.
    const noAddress = await residentCreate(anna, { objectId: "", roomId: roomId("placeholder-se-object", KITCHEN) });
    expect(noAddress.status).toBe(400);
    expect(Object.keys(noAddress.body.fieldErrors ?? {}).sort()).toEqual(["body.address", "body.city", "body.zipCode"]);
    const other = await residentCreate(anna, {
      objectId: "",
      roomId: roomId("placeholder-se-object", KITCHEN),
      address: "Storgatan 1",
      zipCode: "113 51",
      city: "Stockholm",
    });
    expect(other.status).toBe(201);
    expect(other.body.isVisible).toBe(false);

    // Another resident's apartment, a room of another apartment, an asset of another room.
    const foreign = await residentCreate(anna, { objectId: agreementId("ola") });
    expect(foreign.body.fieldErrors).toHaveProperty("body.objectId");
    expect((await residentCreate(anna, { roomId: roomId("ola", KITCHEN) })).body.fieldErrors).toHaveProperty(
      "body.roomId",
    );
    expect(
      (await residentCreate(anna, { assetTypeId: assetId(roomId("anna", BATHROOM), 0) })).body.fieldErrors,
    ).toHaveProperty("body.assetTypeId");
    // The schema's own rules: the other contact whole or not at all.
    const half = await residentCreate(anna, { alternativeContactFirstName: "Björn" });
    expect(half.body.fieldErrors).toMatchObject({
      "body.alternativeContactLastName": ["required"],
      "body.alternativeContactPhone": ["required"],
    });
  });

  it("stores the files' metadata the upload core hands to createCase, and serves them to the reporter", async () => {
    const viewer = await residentViewer(t.handle.db, {
      userId: demoUserId("anna"),
      loginType: "privateCase",
      associationId: null,
    });
    const input = v.parse(CreateCaseRequestSchema, {
      siteId: sites.se.siteId,
      propertyId: "",
      area: 899310001,
      roomId: roomId("anna", BATHROOM),
      description: "Golvbrunnen luktar.",
      objectId: agreementId("anna"),
    });
    const stored = [
      { fileName: "brunn.png", contentType: "image/png", size: 2048, storageKey: "test/brunn.png" },
      { fileName: "kvitto.pdf", contentType: "application/pdf", size: 4096, storageKey: "test/kvitto.pdf" },
    ];
    files.set("test/brunn.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const result = await createCase({ db: t.handle.db, now: () => new Date() }, viewer!, input, stored);
    if ("fieldErrors" in result) throw new Error("refused");
    expect(input.sendCopy).toBe(true);
    const anna = await login("anna");
    const detail = v.parse(
      CaseDetailSchema,
      (await call(t.app, "GET", `/case_management/customer/case/${result.id}`, { token: anna })).body,
    );
    expect(detail.attachments.map(({ filename, contentType, size }) => [filename, contentType, size])).toEqual([
      ["brunn.png", "image/png", 2048],
      ["kvitto.pdf", "application/pdf", 4096],
    ]);
    expect(detail).toMatchObject({ problemArea: "Badrum", sendCopy: true, status: { key: "registered" } });
    const png = await t.app.request(detail.attachments[0]!.path, { headers: { authorization: `Bearer ${anna}` } });
    expect([...new Uint8Array(await png.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const ola = await login("ola", "Jmno");
    const other = await t.app.request(detail.attachments[0]!.path, { headers: { authorization: `Bearer ${ola}` } });
    expect(other.status).toBe(404);
  });

  it("keeps pets and keys for a Finnish resident's apartment, with the pet detail required", async () => {
    const matti = await login("matti", "Jmoy");
    const body = {
      siteId: sites.fi.siteId,
      propertyId: "",
      area: 899310001,
      roomId: roomId("matti", BATHROOM),
      description: "Lattiakaivo vuotaa.",
      objectId: agreementId("matti"),
      pets: true,
      keys: false,
    };
    const withoutDetail = await send("POST", "/case_management/customer/create_case", { token: matti, body });
    expect(withoutDetail.body.fieldErrors).toEqual({ "body.petsDetail": ["required"] });
    const created = await send("POST", "/case_management/customer/create_case", {
      token: matti,
      body: { ...body, petsDetail: "Koira" },
    });
    expect(created.status).toBe(201);
    const detail = await call(t.app, "GET", `/case_management/customer/case/${created.body.id as string}`, {
      token: matti,
    });
    expect(detail.body).toMatchObject({ pets: true, petsDetail: "Koira", keys: false, caseTypeName: "Garanti" });
  });

  it("changes and closes only the caller's own open cases", async () => {
    const anna = await login("anna");
    const bjorn = await login("bjorn");
    const path = `/case_management/customer/case/${caseId(1031)}`;
    const update = { site: "Jmse", description: "Dörren kärvar nu helt." };
    expect((await send("PATCH", path, { token: bjorn, body: update })).status).toBe(404);
    expect((await call(t.app, "PATCH", `${path}/close`, { token: bjorn, body: { site: "Jmse" } })).status).toBe(404);
    const changed = await send("PATCH", path, {
      token: anna,
      body: {
        ...update,
        alternativeContactFirstName: "Björn",
        alternativeContactLastName: "Andersson",
        alternativeContactEmail: "bjorn.andersson@example.com",
        alternativeContactPhone: "070-765 43 21",
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      description: "Dörren kärvar nu helt.",
      alternativeContact: { firstName: "Björn", phone: "070-765 43 21" },
    });
    const closed = await call(t.app, "PATCH", `${path}/close`, { token: anna, body: { site: "Jmse" } });
    expect(closed.body).toMatchObject({ status: { key: "cancelledByCustomer", colour: "gray" }, isClosable: false });
    expect((await send("PATCH", path, { token: anna, body: update })).status).toBe(409);
    // A completed case cannot be closed again.
    expect(
      (
        await call(t.app, "PATCH", `/case_management/customer/case/${caseId(1019)}/close`, {
          token: anna,
          body: { site: "Jmse" },
        })
      ).status,
    ).toBe(409);
    // Norway's own cancelled status.
    const ola = await login("ola", "Jmno");
    const norwegian = await call(t.app, "PATCH", `/case_management/customer/case/${caseId(1061)}/close`, {
      token: ola,
      body: { site: "Jmno" },
    });
    expect(norwegian.body).toMatchObject({ status: { key: "cancelledByCustomerNorway" } });
  });

  it("serves a file only to whoever may read its case, through the store", async () => {
    const anna = await login("anna");
    const bjorn = await login("bjorn");
    const detail = v.parse(
      CaseDetailSchema,
      (await call(t.app, "GET", `/case_management/customer/case/${caseId(1024)}`, { token: anna })).body,
    );
    const { path, attachmentId } = detail.attachments[0]!;
    const download = await t.app.request(path, { headers: { authorization: `Bearer ${anna}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/jpeg");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect([...new Uint8Array(await download.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 1, 2]);
    for (const [token, url] of [
      [bjorn, path],
      [anna, `/case_management/customer/file/${attachmentId}/other.jpg`],
      [await board("karin", "solglantan"), path.replace("/customer", "")],
    ] as const) {
      expect((await t.app.request(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    }
    // A file the store does not hold (this test store has only the one above): 404.
    const karin = await board("karin", "solglantan");
    const hiss = v.parse(
      CaseDetailSchema,
      (await call(t.app, "GET", `/case_management/case/${caseId(1040)}`, { token: karin })).body,
    ).attachments[0]!;
    expect((await t.app.request(hiss.path, { headers: { authorization: `Bearer ${karin}` } })).status).toBe(404);
  });

  it("moves a case on through the dev-only control and tells its reporter", async () => {
    const anna = await login("anna");
    const path = `/_dev/case_management/case/${caseId(1024)}/status`;
    const moved = await call(t.app, "POST", path, { body: {} });
    expect(moved.body).toMatchObject({ status: { key: "executed", colour: "green", rank: 300 } });
    const named = await call(t.app, "POST", path, { body: { status: "completed" } });
    expect(named.body).toMatchObject({ status: { key: "completed" } });
    expect((await call(t.app, "POST", path, { body: { status: "nope" } })).status).toBe(404);
    const bell = v.parse(
      NotificationsResponseSchema,
      (await call(t.app, "GET", "/notifications/Jmse", { token: anna })).body,
    );
    expect(bell.notifications.filter((item) => item.errandId === caseId(1024)).length).toBe(2);
    for (const environment of ["preprod", "production"] as const) {
      const production = createApp({ db: t.handle.db, driver: t.handle.driver, auth: { environment } });
      expect((await call(production, "POST", path, { body: {} })).status).toBe(404);
    }
  });
});
