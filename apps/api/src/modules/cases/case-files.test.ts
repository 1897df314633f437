import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import {
  CaseDetailSchema,
  CreateCaseResponseSchema,
  MULTIPART_FILES_PART,
  MULTIPART_REQUEST_PART,
  type CreateCaseRequestInput,
} from "@housing/contracts/cases";
import { sites } from "@housing/site-config";
import { diskFileStore } from "../../core/uploads";
import { multipartBody, SAMPLES, type MultipartBody, type Part } from "../../core/uploads/sample-files";
import { demoUserId, type Answer } from "../../testing/account";
import { agreementId, roomId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * The create and update calls' files (spec sections 3, 5, 7 and 8): multipart through the upload
 * core into a disk store, kept with the case, served back; the limits' 400 and 413 answers,
 * over a socket too; and a second resident who reaches none of the first one's case or files.
 */

const MB = 1024 * 1024;
const KITCHEN = 2;
const dir = await mkdtemp(join(tmpdir(), "case-files-test-"));
const fileStore = diskFileStore(dir);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every stored file under a case's folder. */
async function storedUnder(caseFolder: string): Promise<string[]> {
  const entries = await readdir(join(dir, "cases", caseFolder), { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function storedCaseFolders(): Promise<string[]> {
  return readdir(join(dir, "cases")).catch(() => []);
}

const jpeg = (name: string, extra = 0) =>
  new File([SAMPLES.jpeg, new Uint8Array(extra).fill(7)], name, { type: "image/jpeg" });

describe.each(testDrivers())("case files on $name", (driver) => {
  const t = useSeededApp(driver, { app: { fileStore } });
  const login = (user: string) => sessionToken(t.handle.db, { userId: demoUserId(user), siteKey: "Jmse" });
  const request = (body: Partial<CreateCaseRequestInput> = {}) => ({
    siteId: sites.se.siteId,
    propertyId: "",
    area: 899310001,
    roomId: roomId("anna", KITCHEN),
    description: "Fläkten låter.",
    objectId: agreementId("anna"),
    ...body,
  });

  const send = async (
    method: "POST" | "PATCH",
    url: string,
    options: { token: string; body?: unknown; raw?: string; files?: readonly File[] },
  ): Promise<Answer> => {
    const form = new FormData();
    form.append(MULTIPART_REQUEST_PART, options.raw ?? JSON.stringify(options.body));
    for (const file of options.files ?? []) form.append(MULTIPART_FILES_PART, file, file.name);
    const response = await t.app.request(url, {
      method,
      headers: { authorization: `Bearer ${options.token}` },
      body: form,
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Answer["body"]) : {},
    };
  };
  const create = (token: string, files: readonly File[], body = request()) =>
    send("POST", "/case_management/customer/create_case", { token, body, files });
  const detailOf = async (token: string, id: string) => {
    const answer = await t.app.request(`/case_management/customer/case/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return v.parse(CaseDetailSchema, await answer.json());
  };
  const download = (token: string, path: string) =>
    t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  /** A streamed body (sample-files.ts) to the create call, as the browser's fetch would send it. */
  const stream = (token: string, body: MultipartBody) =>
    t.app.request("/case_management/customer/create_case", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": body.contentType },
      body: body.stream,
      duplex: "half",
    });
  const requestPart = (): Part => ({ field: MULTIPART_REQUEST_PART, value: JSON.stringify(request()) });

  it("creates a case with three files, keeps them under the case and serves each back", async () => {
    const anna = await login("anna");
    const files = [
      jpeg("köksfläkt.jpg", 1000),
      new File([SAMPLES.png], "fläkt.png", { type: "image/png" }),
      new File([SAMPLES.pdf], "kvitto.pdf"),
    ];
    const created = await create(anna, files);
    expect(created.status).toBe(201);
    const { id } = v.parse(CreateCaseResponseSchema, created.body);
    expect((await storedUnder(id)).length).toBe(3);
    const detail = await detailOf(anna, id);
    // Listed by name among files added at once (service.ts).
    const byName = [...detail.attachments].sort((a, b) => a.filename.localeCompare(b.filename, "en"));
    expect(byName.map((file) => [file.filename, file.contentType, file.size])).toEqual([
      ["fläkt.png", "image/png", SAMPLES.png.length],
      ["köksfläkt.jpg", "image/jpeg", SAMPLES.jpeg.length + 1000],
      ["kvitto.pdf", "application/pdf", SAMPLES.pdf.length],
    ]);
    for (const attachment of detail.attachments) {
      const sent = files.find((file) => file.name === attachment.filename)!;
      const answer = await download(anna, attachment.path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(attachment.contentType);
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array(await sent.arrayBuffer()));
    }
  });

  it("refuses bad requests and files with 400 and oversized ones with 413, keeping nothing", async () => {
    const anna = await login("anna");
    const before = await storedCaseFolders();
    const text = new File(["Det här är ingen bild."], "bild.jpg", { type: "image/jpeg" });
    const wrongType = await create(anna, [text]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fieldErrors).toEqual({ [`body.${MULTIPART_FILES_PART}`]: ["fileType"] });

    const badJson = await send("POST", "/case_management/customer/create_case", { token: anna, raw: "{nope" });
    expect(badJson.status).toBe(400);
    expect(badJson.body.fieldErrors).toEqual({ [`body.${MULTIPART_REQUEST_PART}`]: ["invalidJson"] });
    const badField = await create(anna, [jpeg("a.jpg")], request({ description: "", roomId: "nope" }));
    expect(badField.status).toBe(400);
    expect(badField.body.fieldErrors).toMatchObject({
      "body.description": [expect.any(String)],
      "body.roomId": ["required"],
    });
    // A room of another apartment: the server's own check, after the files were stored.
    const foreign = await create(anna, [jpeg("a.jpg")], request({ roomId: roomId("ola", KITCHEN) }));
    expect(foreign.body.fieldErrors).toHaveProperty("body.roomId");
    // A JSON body is no longer taken.
    const json = await t.app.request("/case_management/customer/create_case", {
      method: "POST",
      headers: { authorization: `Bearer ${anna}`, "content-type": "application/json" },
      body: JSON.stringify(request()),
    });
    expect(json.status).toBe(400);

    const six = await create(
      anna,
      Array.from({ length: 6 }, (_, index) => jpeg(`${index}.jpg`)),
    );
    expect(six.status).toBe(413);
    expect(six.body).toMatchObject({ error: "TooManyFiles", message: "submitErrorFileSize" });

    const large = multipartBody([
      requestPart(),
      { field: MULTIPART_FILES_PART, filename: "stor.jpg", type: "image/jpeg", head: SAMPLES.jpeg, size: 25 * MB },
    ]);
    const tooLarge = await stream(anna, large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: "FileTooLarge",
      fieldErrors: { [`body.${MULTIPART_FILES_PART}`]: ["fileSize"] },
    });
    expect(large.pulled()).toBeLessThan(22 * MB);
    // Nothing of the refused requests is left in the store.
    const after = await storedCaseFolders();
    for (const folder of after.filter((name) => !before.includes(name))) expect(await storedUnder(folder)).toEqual([]);
  });

  describe("over a socket", () => {
    async function listen() {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise((resolve) => server.once("listening", resolve));
      return { server, port: (server.address() as AddressInfo).port };
    }
    const body120 = () =>
      multipartBody([
        requestPart(),
        { field: MULTIPART_FILES_PART, filename: "film.mp4", type: "video/mp4", head: SAMPLES.mp4, size: 120 * MB },
      ]);

    it("refuses a declared 120 MB with 413 before a byte of the body is read", async () => {
      const anna = await login("anna");
      const { server, port } = await listen();
      try {
        const body = body120();
        const outgoing = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/case_management/customer/create_case",
          headers: {
            authorization: `Bearer ${anna}`,
            "content-type": body.contentType,
            "content-length": String(body.length),
          },
        });
        outgoing.on("error", () => undefined);
        outgoing.flushHeaders();
        const incoming = await new Promise<IncomingMessage>((resolve) => outgoing.once("response", resolve));
        expect(incoming.statusCode).toBe(413);
        expect(incoming.headers.connection).toBe("close");
        incoming.resume();
        expect(body.pulled()).toBe(0);
        outgoing.destroy();
      } finally {
        server.close();
      }
    });

    it("stops a chunked 120 MB upload early: the answer comes before the client has sent it all", async () => {
      const anna = await login("anna");
      const { server, port } = await listen();
      try {
        const body = body120();
        const outgoing = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/case_management/customer/create_case",
          headers: {
            authorization: `Bearer ${anna}`,
            "content-type": body.contentType,
            "transfer-encoding": "chunked",
          },
        });
        outgoing.on("error", () => undefined);
        let answered = false;
        const response = new Promise<IncomingMessage>((resolve) =>
          outgoing.once("response", (incoming) => {
            answered = true;
            resolve(incoming);
          }),
        );
        const closed = new Promise<void>((resolve) => outgoing.once("close", resolve));
        const reader = body.stream.getReader();
        while (!answered && !outgoing.destroyed) {
          const next = await reader.read();
          if (next.done) break;
          if (!outgoing.write(next.value)) {
            await Promise.race([new Promise((resolve) => outgoing.once("drain", resolve)), response, closed]);
          }
        }
        const finished = !answered && !outgoing.destroyed;
        if (finished) outgoing.end();
        const incoming = await response;
        incoming.resume();
        expect(incoming.statusCode).toBe(413);
        expect(finished).toBe(false);
        expect(body.pulled()).toBeLessThan(40 * MB);
      } finally {
        server.close();
      }
    });
  });

  it("updates a case: removes one file and adds two, within the five kept", async () => {
    const anna = await login("anna");
    const created = v.parse(
      CreateCaseResponseSchema,
      (await create(anna, [jpeg("1.jpg"), jpeg("2.jpg"), jpeg("3.jpg")])).body,
    );
    const path = `/case_management/customer/case/${created.id}`;
    const before = await detailOf(anna, created.id);
    const removed = before.attachments[1]!;
    const update = { site: "Jmse", description: "Fläkten låter mer.", removeFiles: [removed.attachmentId] };
    const changed = await send("PATCH", path, {
      token: anna,
      body: update,
      files: [jpeg("4.jpg"), new File([SAMPLES.pdf], "5.pdf")],
    });
    expect(changed.status).toBe(200);
    const detail = v.parse(CaseDetailSchema, changed.body);
    expect(detail.description).toBe("Fläkten låter mer.");
    expect(detail.attachments.map((file) => file.filename)).toEqual(["1.jpg", "3.jpg", "4.jpg", "5.pdf"]);
    expect((await storedUnder(created.id)).length).toBe(4);
    expect((await download(anna, removed.path)).status).toBe(404);
    expect((await download(anna, detail.attachments[3]!.path)).status).toBe(200);

    // Four kept: two more make six (413); removing one makes room for two.
    const six = await send("PATCH", path, {
      token: anna,
      body: { ...update, removeFiles: [] },
      files: [jpeg("6.jpg"), jpeg("7.jpg")],
    });
    expect(six.status).toBe(413);
    expect(six.body).toMatchObject({ error: "TooManyFiles" });
    expect((await storedUnder(created.id)).length).toBe(4);
    const five = await send("PATCH", path, {
      token: anna,
      body: { ...update, removeFiles: [detail.attachments[0]!.attachmentId] },
      files: [jpeg("6.jpg"), jpeg("7.jpg")],
    });
    expect(five.status).toBe(200);
    expect(v.parse(CaseDetailSchema, five.body).attachments.length).toBe(5);
    // An id that is not this case's file.
    const unknown = await send("PATCH", path, {
      token: anna,
      body: { ...update, removeFiles: [before.attachments[1]!.attachmentId] },
    });
    expect(unknown.body.fieldErrors).toEqual({ "body.removeFiles": ["invalidInput"] });
  });

  it("serves an image attachment as webp at 1200, 1900 or 2560 wide, never enlarged, kept in the store", async () => {
    const anna = await login("anna");
    const bjorn = await login("bjorn");
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const created = v.parse(
      CreateCaseResponseSchema,
      (await create(anna, [new File([png], "vägg.png"), new File([SAMPLES.pdf], "kvitto.pdf")])).body,
    );
    const detail = await detailOf(anna, created.id);
    const image = detail.attachments.find((file) => file.filename === "vägg.png")!;
    const pdf = detail.attachments.find((file) => file.filename === "kvitto.pdf")!;
    const sized = async (width: number) => {
      const answer = await download(anna, `${image.path}?w=${width}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/webp");
      expect(answer.headers.get("content-disposition")).toContain("filename*=UTF-8''v%C3%A4gg.webp");
      return sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    };
    expect(await sized(1200)).toMatchObject({ format: "webp", width: 1200, height: 600 });
    // 2000 wide: 1900 makes it smaller, 2560 would enlarge it, so it stays 2000.
    expect(await sized(1900)).toMatchObject({ width: 1900, height: 950 });
    expect(await sized(2560)).toMatchObject({ width: 2000, height: 1000 });
    const stored = await storedUnder(created.id);
    expect(
      stored
        .filter((name) => name.endsWith(".webp"))
        .map((name) => /\.(w\d+)\.webp$/.exec(name)?.[1])
        .sort(),
    ).toEqual(["w1200", "w1900", "w2560"]);
    // Asked again: the kept variant.
    expect(await sized(1200)).toMatchObject({ width: 1200 });
    // The original is unchanged.
    const original = await download(anna, image.path);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(new Uint8Array(png));

    for (const width of ["800", "1200.5", "abc", ""]) {
      const answer = await download(anna, `${image.path}?w=${width}`);
      expect(answer.status, width).toBe(400);
      expect(((await answer.json()) as Answer["body"]).fieldErrors).toHaveProperty("query.w");
    }
    const notImage = await download(anna, `${pdf.path}?w=1200`);
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as Answer["body"]).fieldErrors).toEqual({ "query.w": ["notAnImage"] });
    // The same check as the download: another resident gets nothing, not even a 400 for the PDF.
    expect((await download(bjorn, `${image.path}?w=1200`)).status).toBe(404);
    expect((await download(bjorn, `${pdf.path}?w=1200`)).status).toBe(404);

    // Removing the image removes its variants from the store too.
    const changed = await send("PATCH", `/case_management/customer/case/${created.id}`, {
      token: anna,
      body: { site: "Jmse", description: "Väggen.", removeFiles: [image.attachmentId] },
    });
    expect(changed.status).toBe(200);
    expect(await storedUnder(created.id)).toHaveLength(1);
  });

  it("answers 422 for a JPEG start on bytes that do not decode", async () => {
    const anna = await login("anna");
    const created = v.parse(CreateCaseResponseSchema, (await create(anna, [jpeg("trasig.jpg", 500)])).body);
    const [file] = (await detailOf(anna, created.id)).attachments;
    const answer = await download(anna, `${file!.path}?w=1200`);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "ImageUnreadable" });
  });

  it("keeps one resident's case and files from another: no update, close, removal or download", async () => {
    const anna = await login("anna");
    const bjorn = await login("bjorn");
    const created = v.parse(CreateCaseResponseSchema, (await create(anna, [jpeg("a.jpg"), jpeg("b.jpg")])).body);
    const detail = await detailOf(anna, created.id);
    const path = `/case_management/customer/case/${created.id}`;
    const update = { site: "Jmse", description: "Björns text.", removeFiles: [detail.attachments[0]!.attachmentId] };
    const changed = await send("PATCH", path, { token: bjorn, body: update, files: [jpeg("c.jpg")] });
    expect(changed.status).toBe(404);
    const close = await t.app.request(`${path}/close`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${bjorn}`, "content-type": "application/json" },
      body: JSON.stringify({ site: "Jmse" }),
    });
    expect(close.status).toBe(404);
    for (const attachment of detail.attachments) {
      expect((await download(bjorn, attachment.path)).status).toBe(404);
      expect((await download(bjorn, attachment.path.replace("/customer", ""))).status).toBe(403);
    }
    // Nothing of Björn's was stored, nothing of Anna's changed.
    expect((await storedUnder(created.id)).length).toBe(2);
    const after = await detailOf(anna, created.id);
    expect(after.description).toBe("Fläkten låter.");
    expect(after.attachments.length).toBe(2);
    expect(after.status.key).toBe("registered");
  });
});
