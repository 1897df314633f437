import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import type { RunningSimulator } from "../simulator";
import { generateUntrustedClient } from "./certificates";
import { startBankId } from "./index";
import { qrAuthCode } from "./qr";
import { postForm, postJson, send, type TlsIdentity } from "./test-helpers";

const clock = manualClock();
let dataDir: string;
let simulator: RunningSimulator;
let rp: string;
let phone: string;
let client: TlsIdentity;

const ip = "192.0.2.10";
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "bankid-sim-"));
  simulator = await startBankId({ dataDir, freePorts: true, clock, log: () => {} });
  rp = simulator.urls.rp!;
  phone = simulator.urls.phone!;
  const files = simulator.files!;
  client = {
    ca: await readFile(files.ca!, "utf8"),
    cert: await readFile(files.clientCert!, "utf8"),
    key: await readFile(files.clientKey!, "utf8"),
  };
});

afterAll(async () => {
  await simulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (operation: string, body: unknown) => postJson(`${rp}${operation}`, body, client);

interface StartAnswer {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
}

async function auth(body: Record<string, unknown> = {}): Promise<StartAnswer> {
  const answer = await call("auth", { endUserIp: ip, ...body });
  expect(answer.status).toBe(200);
  return answer.json() as StartAnswer;
}

describe("mutual TLS", () => {
  it("refuses a caller without a client certificate with 401 unauthorized", async () => {
    const answer = await postJson(`${rp}auth`, { endUserIp: ip }, { ca: client.ca });
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ errorCode: "unauthorized" });
  });

  it("refuses a certificate another CA signed", async () => {
    const other = generateUntrustedClient();
    const answer = await postJson(
      `${rp}auth`,
      { endUserIp: ip },
      { ca: client.ca, cert: other.certPem, key: other.keyPem },
    );
    expect(answer.status).toBe(401);
    expect(answer.json()).toMatchObject({ errorCode: "unauthorized" });
  });

  it("refuses the server's own certificate used as a client one", async () => {
    const cert = await readFile(simulator.files!.serverCert!, "utf8");
    const key = await readFile(simulator.files!.serverKey!, "utf8");
    const answer = await postJson(`${rp}auth`, { endUserIp: ip }, { ca: client.ca, cert, key });
    expect(answer.status).toBe(401);
  });

  it("reuses the certificates on a later start", async () => {
    const again = await startBankId({ dataDir, freePorts: true, clock, log: () => {} });
    try {
      expect(await readFile(again.files!.ca!, "utf8")).toBe(client.ca);
      const answer = await postJson(`${again.urls.rp}auth`, { endUserIp: ip }, client);
      expect(answer.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe("the RP API's errors", () => {
  it("404 notFound for an unknown path", async () => {
    const answer = await call("nothing", {});
    expect(answer.status).toBe(404);
    expect(answer.json()).toEqual({ errorCode: "notFound", details: "No such resource" });
  });

  it("405 methodNotAllowed for GET", async () => {
    const answer = await send(`${rp}auth`, { tls: client });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
    expect(answer.json()).toMatchObject({ errorCode: "methodNotAllowed" });
  });

  it("415 unsupportedMediaType for a body that is not JSON", async () => {
    const answer = await send(`${rp}auth`, {
      method: "POST",
      body: "endUserIp=1.2.3.4",
      tls: client,
      headers: { "content-type": "text/plain" },
    });
    expect(answer.status).toBe(415);
    expect(answer.json()).toMatchObject({ errorCode: "unsupportedMediaType" });
  });

  it.each([
    ["auth", "{not json", "Invalid JSON"],
    ["auth", {}, "Missing endUserIp"],
    ["auth", { endUserIp: "not an ip" }, "Invalid endUserIp"],
    ["auth", { endUserIp: ip, requirement: { personalNumber: "198503121232" } }, "Invalid requirement.personalNumber"],
    ["auth", { endUserIp: ip, surprise: true }, "Unknown parameter surprise"],
    ["auth", { endUserIp: ip, userVisibleData: "not base64!" }, "Invalid userVisibleData"],
    [
      "auth",
      { endUserIp: ip, userVisibleData: base64("x"), userVisibleDataFormat: "html" },
      "Invalid userVisibleDataFormat",
    ],
    [
      "auth",
      { endUserIp: ip, web: { userAgent: "x" }, app: { appIdentifier: "y" } },
      "Invalid combination of web and app",
    ],
    ["sign", { endUserIp: ip }, "Missing userVisibleData"],
    [
      "sign",
      { endUserIp: ip, userVisibleData: Buffer.from([0xff, 0xfe]).toString("base64") },
      "Invalid userVisibleData",
    ],
    ["phone/auth", { personalNumber: "198503121231" }, "Missing callInitiator"],
    ["phone/auth", { personalNumber: "1985031212", callInitiator: "RP" }, "Invalid personalNumber"],
    ["phone/sign", { personalNumber: "198503121231", callInitiator: "user" }, "Missing userVisibleData"],
    ["collect", { orderRef: "nope" }, "Invalid orderRef"],
    ["collect", { orderRef: "1d2b6a3e-5d7a-4a63-9f0e-2f1c2a7e9b10" }, "No such order"],
    ["cancel", { orderRef: "1d2b6a3e-5d7a-4a63-9f0e-2f1c2a7e9b10" }, "No such order"],
  ])("400 invalidParameters: %s %j", async (operation, body, details) => {
    const answer =
      typeof body === "string"
        ? await send(`${rp}${operation}`, {
            method: "POST",
            body,
            tls: client,
            headers: { "content-type": "application/json" },
          })
        : await call(operation, body);
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ errorCode: "invalidParameters", details });
  });

  it("400 alreadyInProgress for a second order for the same person, whose first order is cancelled", async () => {
    const first = await auth({ requirement: { personalNumber: "197801013454" } });
    const second = await call("auth", { endUserIp: ip, requirement: { personalNumber: "197801013454" } });
    expect(second.status).toBe(400);
    expect(second.json()).toMatchObject({ errorCode: "alreadyInProgress" });
    expect((await call("collect", { orderRef: first.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "cancelled",
    });
  });
});

describe("orders over the network", () => {
  it("auth answers the four start values; collect is pending until the phone approves a fresh QR code", async () => {
    const order = await auth();
    expect(Object.keys(order).sort()).toEqual(["autoStartToken", "orderRef", "qrStartSecret", "qrStartToken"]);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toEqual({
      orderRef: order.orderRef,
      status: "pending",
      hintCode: "outstandingTransaction",
    });
    clock.advance(3_000);
    const qr = `bankid.${order.qrStartToken}.3.${qrAuthCode(order.qrStartSecret, 3)}`;
    const opened = await postJson(`${phone}api/open`, { qr });
    expect(opened.status).toBe(200);
    const { phoneSession } = opened.json() as { phoneSession: string };
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "pending",
      hintCode: "userSign",
    });
    const approved = await postJson(`${phone}api/approve`, { phoneSession, personalNumber: "199207204562" });
    expect(approved.status).toBe(200);
    const done = (await call("collect", { orderRef: order.orderRef })).json() as Record<string, unknown>;
    expect(done).toMatchObject({
      status: "complete",
      completionData: {
        user: { personalNumber: "199207204562", name: "Johan Berg", givenName: "Johan", surname: "Berg" },
        device: { ipAddress: "127.0.0.1" },
        stepUp: { mrtd: false },
      },
    });
  });

  it("a stale QR code fails the order with startFailed; the phone is told 409", async () => {
    const order = await auth();
    clock.advance(20_000);
    const answer = await postJson(`${phone}api/approve`, {
      qr: `bankid.${order.qrStartToken}.1.${qrAuthCode(order.qrStartSecret, 1)}`,
      personalNumber: "198503121231",
    });
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ error: "startFailed" });
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "startFailed",
    });
  });

  it("sign shows its text to the phone; the phone cancels: userCancel", async () => {
    const order = (
      await call("sign", { endUserIp: ip, userVisibleData: base64("Jag godkänner köpet") })
    ).json() as StartAnswer;
    const opened = (await postJson(`${phone}api/open`, { autoStartToken: order.autoStartToken })).json();
    expect(opened).toMatchObject({ kind: "sign", userVisibleData: "Jag godkänner köpet" });
    const cancelled = await postJson(`${phone}api/cancel`, {
      phoneSession: (opened as { phoneSession: string }).phoneSession,
    });
    expect(cancelled.status).toBe(200);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "userCancel",
    });
  });

  it("sign bound to a personal number refuses another person and completes for that person", async () => {
    const text = "Köpekontrakt: A-1101\n\nJag signerar dokumentet med SHA-256 " + "ab".repeat(32);
    const order = (
      await call("sign", {
        endUserIp: ip,
        userVisibleData: base64(text),
        userNonVisibleData: base64("document:1"),
        requirement: { personalNumber: "198206231238" },
      })
    ).json() as StartAnswer;
    const opened = (await postJson(`${phone}api/open`, { autoStartToken: order.autoStartToken })).json() as {
      phoneSession: string;
    };
    expect(opened).toMatchObject({ kind: "sign", userVisibleData: text, personalNumber: "198206231238" });
    const wrong = await postJson(`${phone}api/approve`, {
      phoneSession: opened.phoneSession,
      personalNumber: "198503121231",
    });
    expect(wrong.status).toBe(409);
    expect(wrong.json()).toMatchObject({ error: "wrongPerson" });
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({ status: "pending" });
    const approved = await postJson(`${phone}api/approve`, {
      phoneSession: opened.phoneSession,
      personalNumber: "198206231238",
    });
    expect(approved.status).toBe(200);
    const done = (await call("collect", { orderRef: order.orderRef })).json() as {
      completionData: { user: Record<string, string>; signature: string };
    };
    expect(done.completionData.user).toMatchObject({ personalNumber: "198206231238", name: "Björn Andersson" });
    // The signature names what was shown.
    expect(Buffer.from(done.completionData.signature, "base64").toString("utf8")).toContain(base64(text));
  });

  it("cancel answers {} and the order fails with cancelled", async () => {
    const order = await auth();
    const answer = await call("cancel", { orderRef: order.orderRef });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({});
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "cancelled",
    });
  });

  it("phone/auth answers only an orderRef; the person answers by personal number", async () => {
    const answer = await call("phone/auth", { personalNumber: "200109095679", callInitiator: "user" });
    expect(Object.keys(answer.json() as object)).toEqual(["orderRef"]);
    const { orderRef } = answer.json() as { orderRef: string };
    const approved = await postJson(`${phone}api/approve`, { personalNumber: "200109095679" });
    expect(approved.status).toBe(200);
    expect((await call("collect", { orderRef })).json()).toMatchObject({
      status: "complete",
      completionData: { user: { name: "Sara Nyström" } },
    });
  });

  it("lists the demo identities (GET only) and approves an order by its autostart token", async () => {
    const listed = await send(`${phone}api/identities`);
    expect(listed.status).toBe(200);
    const { identities } = listed.json() as { identities: { personalNumber: string; givenName: string }[] };
    expect(identities).toContainEqual(expect.objectContaining({ personalNumber: "198503121231", givenName: "Anna" }));
    expect((await postJson(`${phone}api/identities`, {})).status).toBe(405);
    const order = await auth();
    const approved = await postJson(`${phone}api/approve`, {
      autoStartToken: order.autoStartToken,
      personalNumber: "198503121231",
    });
    expect(approved.status).toBe(200);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "complete",
      completionData: { user: { name: "Anna Andersson" } },
    });
  });

  it("expires after 3 minutes with the injected clock", async () => {
    const order = await auth();
    clock.advance(3 * 60_000);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "expiredTransaction",
    });
    clock.advance(5 * 60_000 + 1);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      errorCode: "invalidParameters",
    });
  });
});

describe("the phone page", () => {
  async function axeViolations(html: string) {
    const window = new Window({ url: phone });
    window.document.write(html);
    const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    window.eval(axeSource);
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const result = await axe.run(window.document, { rules: { "color-contrast": { enabled: false } } });
    await window.happyDOM.close();
    return result.violations.map((violation) => violation.id);
  }

  it("renders the start page with a language and labelled fields, without axe violations", async () => {
    const answer = await send(phone);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.text).toContain('<html lang="en">');
    expect(answer.text).toContain('<label for="qr">');
    expect(await axeViolations(answer.text)).toEqual([]);
  });

  it("opens an autostart link, shows what is signed, and approves with a chosen identity", async () => {
    const order = (
      await call("sign", { endUserIp: ip, userVisibleData: base64("Boka visning <Solgläntan>") })
    ).json() as StartAnswer;
    const page = await send(`${phone}?autostarttoken=${order.autoStartToken}&redirect=null`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Boka visning &lt;Solgläntan&gt;");
    expect(page.text).toContain("Erik Svensson");
    expect(await axeViolations(page.text)).toEqual([]);
    const phoneSession = /name="phoneSession" value="([^"]+)"/.exec(page.text)![1]!;
    const done = await postForm(`${phone}approve`, { phoneSession, identity: "199004152345" });
    expect(done.status).toBe(200);
    expect(done.text).toContain("Done");
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "complete",
      completionData: { user: { personalNumber: "199004152345", name: "Erik Svensson" } },
    });
  });

  it("scans pasted QR content and approves a free personal number and name", async () => {
    const order = await auth();
    const qr = `bankid.${order.qrStartToken}.0.${qrAuthCode(order.qrStartSecret, 0)}`;
    const page = await postForm(`${phone}open`, { qr });
    expect(page.status).toBe(200);
    const phoneSession = /name="phoneSession" value="([^"]+)"/.exec(page.text)![1]!;
    const done = await postForm(`${phone}approve`, {
      phoneSession,
      identity: "other",
      otherPersonalNumber: "200001012384",
      otherName: "Test  Testsson",
    });
    expect(done.status).toBe(200);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      completionData: {
        user: { personalNumber: "200001012384", name: "Test Testsson", givenName: "Test", surname: "Testsson" },
      },
    });
  });

  it("shows the problem when the QR content is wrong, in an alert", async () => {
    const page = await postForm(`${phone}open`, { qr: "bankid.nonsense" });
    expect(page.status).toBe(400);
    expect(page.text).toContain('role="alert"');
    expect(await axeViolations(page.text)).toEqual([]);
  });

  it("cancels from the page", async () => {
    const order = await auth();
    const page = await postForm(`${phone}open`, { autoStartToken: order.autoStartToken });
    const phoneSession = /name="phoneSession" value="([^"]+)"/.exec(page.text)![1]!;
    expect((await postForm(`${phone}cancel`, { phoneSession })).status).toBe(200);
    expect((await call("collect", { orderRef: order.orderRef })).json()).toMatchObject({
      status: "failed",
      hintCode: "userCancel",
    });
  });
});
