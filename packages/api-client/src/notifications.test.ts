import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHttp, getNotifications, pauseNotifications, type Http } from "./index";

/* The bell's calls against a real server on loopback: the site key in the path, the answer checked. */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { method: string; url: string; body: unknown }[] = [];
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", url: req.url ?? "", body: text ? (JSON.parse(text) as unknown) : null });
      if (answer.status === 204) {
        res.writeHead(204);
        res.end();
        return;
      }
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answer = { status: 204, body: null };
  seen = [];
});

describe("the notification calls", () => {
  it("read the site's notifications and pause them by site key", async () => {
    const notification = {
      id: "n-1",
      name: "vip_payment",
      notificationType: "VipPayment",
      createdOn: "2026-11-20T08:00:00Z",
      title: "VIP-avgift att betala",
      errandId: null,
      isUnread: true,
    };
    answer = { status: 200, body: { notifications: [notification] } };
    await expect(getNotifications(http, "Jmse")).resolves.toEqual([notification]);
    answer = { status: 200, body: { status: "Ok" } };
    await pauseNotifications(http, "JmseEn");
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /notifications/Jmse",
      "GET /notifications/pause/JmseEn",
    ]);
  });

  it("refuse a notification type the contract does not know", async () => {
    answer = {
      status: 200,
      body: { notifications: [{ id: "n", name: "x", notificationType: "Chat", createdOn: "", title: "" }] },
    };
    await expect(getNotifications(http, "Jmse")).rejects.toThrow();
  });
});
