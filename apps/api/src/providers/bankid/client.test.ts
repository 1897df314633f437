import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phone, startBankIdSimulator, type BankIdSimulatorProcess } from "../../testing/bankid-simulator";
import { type BankIdClient, createBankIdClient } from "./client";
import { bankIdConfigFromEnv, type BankIdConfig } from "./config";
import { BankIdConfigError, BankIdError } from "./errors";
import { bankIdQrContent, bankIdQrTime } from "./qr";

let simulator: BankIdSimulatorProcess;
let config: BankIdConfig;
let client: BankIdClient;
const clients: BankIdClient[] = [];

const endUserIp = "192.0.2.44";

function clientWith(env: Record<string, string>): BankIdClient {
  const created = createBankIdClient(
    bankIdConfigFromEnv({
      HOUSING_BANKID_URL: simulator.rpUrl,
      HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      ...env,
    }),
  );
  clients.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<BankIdError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BankIdError) return error;
    throw error;
  }
  throw new Error("Expected a BankIdError");
}

beforeAll(async () => {
  simulator = await startBankIdSimulator();
  // Only the URL and the data directory: the certificate files default to the simulator's.
  config = bankIdConfigFromEnv({ HOUSING_BANKID_URL: simulator.rpUrl, HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir });
  client = createBankIdClient(config);
  clients.push(client);
});

afterAll(async () => {
  for (const each of clients) each.close();
  await simulator?.stop();
});

describe("the BankID client against the simulator, over mutual TLS", () => {
  it("auth -> collect pending -> the phone scans the QR code and approves -> complete", async () => {
    const startedAt = Date.now();
    const order = await client.auth({ endUserIp, returnRisk: true });
    expect(order.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "pending",
      hint: { known: true, code: "outstandingTransaction" },
    });

    const qr = bankIdQrContent({ ...order, qrTime: bankIdQrTime(startedAt) });
    const opened = await phone(simulator, "open", { qr });
    expect(opened.status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: "pending",
      hint: { known: true, code: "userSign" },
    });

    expect(
      (await phone(simulator, "approve", { phoneSession: opened.body.phoneSession, personalNumber: "198503121231" }))
        .status,
    ).toBe(200);
    const done = await client.collect(order.orderRef);
    expect(done.status).toBe("complete");
    if (done.status !== "complete") return;
    expect(done.completionData.user).toEqual({
      personalNumber: "198503121231",
      name: "Anna Andersson",
      givenName: "Anna",
      surname: "Andersson",
    });
    expect(done.completionData.device.ipAddress).toBe("127.0.0.1");
    expect(done.completionData.risk).toBe("low");
    expect(Buffer.from(done.completionData.signature, "base64").toString("utf8")).toContain("<Signature");
  });

  it("sign: the phone shows the text, the person signs", async () => {
    const order = await client.sign({
      endUserIp,
      userVisibleText: "Jag bokar visning av lägenhet 1201",
      userVisibleDataFormat: "simpleMarkdownV1",
    });
    const opened = await phone(simulator, "open", { autoStartToken: order.autoStartToken });
    expect(opened.body).toMatchObject({ kind: "sign", userVisibleData: "Jag bokar visning av lägenhet 1201" });
    await phone(simulator, "approve", { phoneSession: opened.body.phoneSession, personalNumber: "199004152345" });
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: "complete",
      completionData: { user: { personalNumber: "199004152345", name: "Erik Svensson" } },
    });
  });

  it("cancel by the relying party: collect says failed/cancelled", async () => {
    const order = await client.auth({ endUserIp });
    await client.cancel(order.orderRef);
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "failed",
      hint: { known: true, code: "cancelled" },
    });
  });

  it("cancel by the user on the phone: failed/userCancel", async () => {
    const order = await client.auth({ endUserIp });
    expect((await phone(simulator, "cancel", { autoStartToken: order.autoStartToken })).status).toBe(200);
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: "failed",
      hint: { known: true, code: "userCancel" },
    });
  });

  it("a stale QR code: failed/startFailed", async () => {
    const order = await client.auth({ endUserIp });
    const qr = bankIdQrContent({ ...order, qrTime: 60 });
    expect((await phone(simulator, "open", { qr })).status).toBe(409);
    expect(await client.collect(order.orderRef)).toMatchObject({
      status: "failed",
      hint: { known: true, code: "startFailed" },
    });
  });

  it("phoneAuth and phoneSign: the person answers the call", async () => {
    const auth = await client.phoneAuth({ personalNumber: "197801013454", callInitiator: "RP" });
    expect(Object.keys(auth)).toEqual(["orderRef"]);
    const opened = await phone(simulator, "open", { personalNumber: "197801013454" });
    expect(opened.status).toBe(200);
    expect(await client.collect(auth.orderRef)).toMatchObject({ status: "pending", hint: { code: "userCallConfirm" } });
    expect((await phone(simulator, "cancel", { phoneSession: opened.body.phoneSession })).status).toBe(200);
    expect(await client.collect(auth.orderRef)).toMatchObject({
      status: "failed",
      hint: { known: true, code: "userDeclinedCall" },
    });

    const sign = await client.phoneSign({
      personalNumber: "199207204562",
      callInitiator: "user",
      userVisibleText: "Styrelsebeslut 12",
    });
    expect((await phone(simulator, "approve", { personalNumber: "199207204562" })).status).toBe(200);
    expect(await client.collect(sign.orderRef)).toMatchObject({
      status: "complete",
      completionData: { user: { name: "Johan Berg" } },
    });
  });

  it("invalidParameters: a bad request, an unknown order", async () => {
    const bad = await failure(client.auth({ endUserIp: "not an address" }));
    expect(bad).toMatchObject({
      status: 400,
      errorCode: "invalidParameters",
      details: "Invalid endUserIp",
      isKnownCode: true,
    });
    const unknown = await failure(client.collect("0b9f3c8e-6d0a-4f5e-8a83-0c2f3d0e9a11"));
    expect(unknown).toMatchObject({ status: 400, errorCode: "invalidParameters", operation: "collect" });
    // The message names the operation and the code, never what was sent.
    expect(unknown.message).toBe("BankID collect failed: 400 invalidParameters");
  });

  it("alreadyInProgress for a second order for the same person", async () => {
    const first = await client.auth({ endUserIp, requirement: { personalNumber: "200109095679" } });
    const second = await failure(client.auth({ endUserIp, requirement: { personalNumber: "200109095679" } }));
    expect(second).toMatchObject({ status: 400, errorCode: "alreadyInProgress" });
    expect(await client.collect(first.orderRef)).toMatchObject({ status: "failed", hint: { code: "cancelled" } });
  });

  it("notFound for a URL that is not the RP API", async () => {
    const wrong = clientWith({ HOUSING_BANKID_URL: simulator.rpUrl.replace("/rp/v6.0/", "/rp/v5.1/") });
    expect(await failure(wrong.auth({ endUserIp }))).toMatchObject({ status: 404, errorCode: "notFound" });
  });

  it("the client certificate as PKCS#12 with its passphrase", async () => {
    const pfx = clientWith({ HOUSING_BANKID_PFX: simulator.files.clientPfx!, HOUSING_BANKID_PASSPHRASE: "qwerty123" });
    const order = await pfx.auth({ endUserIp });
    expect(await pfx.collect(order.orderRef)).toMatchObject({ status: "pending" });
  });

  it("a wrong client certificate is refused with 401 unauthorized", async () => {
    // The server's own certificate: signed by the right CA, but not for a client.
    const wrong = clientWith({
      HOUSING_BANKID_CERT: simulator.files.serverCert!,
      HOUSING_BANKID_KEY: simulator.files.serverKey!,
    });
    expect(await failure(wrong.auth({ endUserIp }))).toMatchObject({ status: 401, errorCode: "unauthorized" });
  });

  it("a server the configured CA did not sign is refused before anything is sent", async () => {
    const untrusting = clientWith({ HOUSING_BANKID_CA: simulator.files.clientCert! });
    const error = await failure(untrusting.auth({ endUserIp }));
    expect(error).toMatchObject({ status: 0, errorCode: "networkError", isTransient: true });
  });

  it("a missing certificate file is a configuration error naming the variable", async () => {
    const missing = clientWith({ HOUSING_BANKID_CA: `${simulator.dataDir}/nothing.pem` });
    await expect(missing.auth({ endUserIp })).rejects.toThrow(BankIdConfigError);
    await expect(missing.auth({ endUserIp })).rejects.toThrow(/HOUSING_BANKID_CA/);
  });
});

describe("answers the simulator never gives", () => {
  // A stand-in server with the simulator's certificates, answering what the test tells it to.
  let server: Server;
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: "{}" };
  let odd: BankIdClient;

  beforeAll(async () => {
    const file = (name: string) => readFileSync(simulator.files[name]!);
    server = createServer({ cert: file("serverCert"), key: file("serverKey") }, (_request, response) => {
      const send = () => response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    odd = createBankIdClient({ ...config, url: `https://127.0.0.1:${port}/rp/v6.0/`, timeoutMs: 300 });
    clients.push(odd);
  });

  afterAll(async () => {
    odd?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("an unknown hint code is kept as a string, never a crash", async () => {
    answer = { status: 200, body: JSON.stringify({ orderRef: "o-1", status: "pending", hintCode: "userWillBeBack" }) };
    expect(await odd.collect("o-1")).toEqual({
      orderRef: "o-1",
      status: "pending",
      hint: { known: false, code: "userWillBeBack" },
    });
    answer = { status: 200, body: JSON.stringify({ orderRef: "o-1", status: "failed", hintCode: "somethingNew" }) };
    expect(await odd.collect("o-1")).toEqual({
      orderRef: "o-1",
      status: "failed",
      hint: { known: false, code: "somethingNew" },
    });
    answer = { status: 200, body: JSON.stringify({ orderRef: "o-1", status: "failed" }) };
    expect(await odd.collect("o-1")).toEqual({ orderRef: "o-1", status: "failed", hint: { known: false, code: "" } });
  });

  it("an unknown error code is kept", async () => {
    answer = { status: 400, body: JSON.stringify({ errorCode: "brandNewError", details: "Something" }) };
    expect(await failure(odd.collect("o-1"))).toMatchObject({
      status: 400,
      errorCode: "brandNewError",
      details: "Something",
      isKnownCode: false,
    });
  });

  it("an error without the RP API's body takes its code from the status", async () => {
    answer = { status: 503, body: "<html>down</html>" };
    expect(await failure(odd.collect("o-1"))).toMatchObject({
      status: 503,
      errorCode: "maintenance",
      isTransient: true,
    });
    answer = { status: 502, body: "" };
    expect(await failure(odd.collect("o-1"))).toMatchObject({
      status: 502,
      errorCode: "invalidResponse",
      isTransient: true,
    });
  });

  it("a 200 that is not the RP API's shape is invalidResponse", async () => {
    answer = { status: 200, body: JSON.stringify({ orderRef: "o-1", status: "weird" }) };
    expect(await failure(odd.collect("o-1"))).toMatchObject({ status: 200, errorCode: "invalidResponse" });
    answer = { status: 200, body: JSON.stringify({ orderRef: "o-1" }) };
    expect(await failure(odd.auth({ endUserIp }))).toMatchObject({ errorCode: "invalidResponse" });
  });

  it("no answer in time is clientTimeout", async () => {
    answer = { status: 200, body: "{}", delayMs: 2_000 };
    expect(await failure(odd.cancel("o-1"))).toMatchObject({
      status: 0,
      errorCode: "clientTimeout",
      isTransient: true,
    });
  });
});
