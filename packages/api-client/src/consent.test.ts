import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createHttp, giveConsent, type Http } from "./index";

const SITE_ID = "058f75bd-6b8a-551b-89ba-2d17efd24f4c";
const USER = {
  id: "3f2b9c1e-7d4a-4e8b-9a61-0c5d2e7f8a90",
  firstName: "Anna",
  lastName: "Andersson",
  email: "anna.andersson@example.com",
  consents: [{ site: "16920432-7683-5315-96ed-9fee9c64bec5" }, { site: SITE_ID }],
};

let answer: { status: number; body: unknown } = { status: 200, body: USER };
let seen: { url: string; authorization: string | undefined; body: unknown } | null = null;
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen = {
        url: `${req.method} ${req.url}`,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    siteKey: "Seniorgarden",
    getToken: () => "test-token",
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("giveConsent", () => {
  it("posts the site and returns the user with the site among its consents", async () => {
    answer = { status: 200, body: USER };
    const user = await giveConsent(http, { siteId: SITE_ID });
    expect(seen).toEqual({
      url: "POST /account_service/consent",
      authorization: "Bearer test-token",
      body: { siteId: SITE_ID },
    });
    expect(user.consents).toEqual(USER.consents);
    expect(user.vipMemberships).toEqual([]);
  });

  it("turns the API's 401 into an ApiError", async () => {
    answer = { status: 401, body: { status: 401, error: "Unauthorized", message: "loginRequired" } };
    const error = await giveConsent(http, { siteId: SITE_ID }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});
