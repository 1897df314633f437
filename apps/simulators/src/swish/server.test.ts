import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import type { RunningSimulator } from "../simulator";
import { postForm, postJson, send, type TlsIdentity } from "../bankid/test-helpers";
import { startSwish } from "./index";
import { CREATE_ERROR_CODES } from "./validation";

let dataDir: string;
let simulator: RunningSimulator;
let api: string;
let payer: string;
let client: TlsIdentity;
let merchant: Server;
let callbackUrl: string;
const callbacks: Record<string, unknown>[] = [];
/** How many more callbacks the merchant refuses with 503 before it answers 200. */
let refuseNext = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "swish-sim-"));
  simulator = await startSwish({
    dataDir,
    freePorts: true,
    clock: manualClock(),
    log: () => {},
    env: { HOUSING_SWISH_SIM_ERROR_AFTER_MS: "20", HOUSING_SWISH_SIM_CALLBACK_RETRY_MS: "20" },
  });
  api = simulator.urls.api!;
  payer = simulator.urls.payer!;
  client = {
    ca: await readFile(simulator.files!.ca!, "utf8"),
    cert: await readFile(simulator.files!.clientCert!, "utf8"),
    key: await readFile(simulator.files!.clientKey!, "utf8"),
  };
  merchant = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        response.writeHead(503).end();
        return;
      }
      callbacks.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/callback`;
});

afterAll(async () => {
  await simulator?.close();
  merchant?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const newId = () => randomBytes(16).toString("hex").toUpperCase();
const body = (extra: Record<string, unknown> = {}) => ({
  payeePaymentReference: "0123456789",
  callbackUrl,
  payeeAlias: "1231181189",
  amount: "100.00",
  currency: "SEK",
  message: "VIP",
  ...extra,
});
const put = (id: string, payload: unknown, tls: TlsIdentity = client) =>
  send(`${api}api/v2/paymentrequests/${id}`, {
    method: "PUT",
    body: JSON.stringify(payload),
    headers: { "content-type": "application/json" },
    tls,
  });
const get = (id: string) => send(`${api}api/v1/paymentrequests/${id}`, { tls: client });

async function until<T>(read: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out");
}

describe("the Commerce API", () => {
  it("refuses a caller without the client certificate", async () => {
    expect((await put(newId(), body(), { ca: client.ca })).status).toBe(401);
  });

  it("creates an e-commerce request: 201 with Location and no token", async () => {
    const id = newId();
    const answer = await put(id, body({ payerAlias: "46701234567" }));
    expect(answer.status).toBe(201);
    expect(answer.headers.location).toMatch(new RegExp(`/swish-cpcapi/api/v1/paymentrequests/${id}$`));
    expect(answer.headers.paymentrequesttoken).toBeUndefined();
    const read = await get(id);
    expect(read.json()).toMatchObject({ id, status: "CREATED", amount: 100, currency: "SEK", errorCode: null });
    // The same payer with an open request: RP06.
    expect((await put(newId(), body({ payerAlias: "46701234567" }))).json()).toEqual([
      expect.objectContaining({ errorCode: "RP06" }),
    ]);
    // The same instruction id again: RP09.
    expect((await put(id, body())).json()).toEqual([expect.objectContaining({ errorCode: "RP09" })]);
  });

  it("gives an m-commerce request a PaymentRequestToken", async () => {
    const answer = await put(newId(), body());
    expect(answer.status).toBe(201);
    expect(answer.headers.paymentrequesttoken).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(CREATE_ERROR_CODES)("answers 422 %s when the message holds it", async (code) => {
    const answer = await put(newId(), body({ message: code }));
    expect(answer.status).toBe(422);
    expect(answer.json()).toEqual([{ errorCode: code, errorMessage: expect.any(String) as unknown }]);
  });

  it.each([
    ["FF08", { payeePaymentReference: "has spaces" }],
    ["RP03", { callbackUrl: "http://example.com/callback" }],
    ["BE18", { payerAlias: "0701" }],
    ["RP01", { payeeAlias: undefined }],
    ["PA02", { amount: "12,50" }],
    ["AM06", { amount: "0.50" }],
    ["AM02", { amount: "1000000000000.00" }],
    ["AM03", { currency: "NOK" }],
    ["RP02", { message: "x".repeat(51) }],
  ])("checks the body: %s", async (code, change) => {
    const answer = await put(newId(), body(change));
    expect(answer.status).toBe(422);
    expect(answer.json()).toEqual([expect.objectContaining({ errorCode: code })]);
  });

  it("cancels a CREATED request and refuses a second cancel with RP07", async () => {
    const id = newId();
    await put(id, body());
    const patch = () =>
      send(`${api}api/v1/paymentrequests/${id}`, {
        method: "PATCH",
        body: JSON.stringify([{ op: "replace", path: "/status", value: "cancelled" }]),
        headers: { "content-type": "application/json-patch+json" },
        tls: client,
      });
    expect((await patch()).json()).toMatchObject({ id, status: "CANCELLED" });
    const again = await patch();
    expect(again.status).toBe(422);
    expect(again.json()).toEqual([expect.objectContaining({ errorCode: "RP07" })]);
  });
});

describe("the payer and the callbacks", () => {
  it("calls back PAID when the payer approves, retrying until the merchant answers 200", async () => {
    const id = newId();
    const token = (await put(id, body())).headers.paymentrequesttoken as string;
    refuseNext = 2;
    const approved = await postJson(`${payer}api/approve`, { token });
    expect(approved.status).toBe(200);
    const callback = await until(() => callbacks.find((item) => item.id === id));
    expect(callback).toMatchObject({
      id,
      status: "PAID",
      paymentReference: expect.stringMatching(/^[0-9A-F]{32}$/) as unknown,
    });
    expect(refuseNext).toBe(0);
    expect((await get(id)).json()).toMatchObject({ status: "PAID" });
    // Finished: a second answer is refused.
    expect((await postJson(`${payer}api/decline`, { id })).status).toBe(409);
  });

  it("calls back DECLINED when the payer declines", async () => {
    const id = newId();
    await put(id, body());
    expect((await postJson(`${payer}api/decline`, { id })).status).toBe(200);
    expect(await until(() => callbacks.find((item) => item.id === id))).toMatchObject({ status: "DECLINED" });
  });

  it.each(["ACMT03", "ACMT01", "ACMT07", "RF07", "BANKIDCL", "TM01", "DS24"])(
    "ends with ERROR %s when the message holds it",
    async (code) => {
      const id = newId();
      expect((await put(id, body({ message: code }))).status).toBe(201);
      const callback = await until(() => callbacks.find((item) => item.id === id));
      expect(callback).toMatchObject({ status: "ERROR", errorCode: code, errorMessage: expect.any(String) as unknown });
    },
  );

  it("lists open requests on the payer page, where a person approves one", async () => {
    const id = newId();
    await put(id, body());
    const page = await send(payer);
    expect(page.status).toBe(200);
    expect(page.text).toContain(id);
    const answered = await postForm(`${payer}answer`, { id, action: "approve" });
    expect(answered.status).toBe(303);
    expect((await get(id)).json()).toMatchObject({ status: "PAID" });
    expect((await send(payer)).text).not.toContain(id);
  });
});
