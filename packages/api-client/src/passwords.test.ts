import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  changePassword,
  confirmEmailChange,
  createHttp,
  requestEmailChange,
  setPasswordWithToken,
  type Http,
} from "./index";

/* The calls against a real server on loopback: what is sent where, and how a refusal arrives. */

let answer: { status: number; body: unknown } = { status: 200, body: { status: "Ok" } };
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
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answer = { status: 200, body: { status: "Ok" } };
  seen = [];
});

describe("the password and e-mail calls", () => {
  it("send each call to its user-system path with its body", async () => {
    const token = "Jx6tX1nq3mYkE0oQ9bq7v2H5cW8zR4sL1dF6gA3hK0p";
    await expect(setPasswordWithToken(http, { token, password: "Nytt-1234" })).resolves.toEqual({ status: "Ok" });
    await changePassword(http, { oldPassword: "Demo-1234", newPassword: "Nytt-1234" });
    await changePassword(http, { newPassword: "Forsta-1234" });
    await requestEmailChange(http, { email: "ny@example.com", siteId: "site-se" });
    answer = { status: 200, body: { status: "Ok", email: "ny@example.com" } };
    await expect(confirmEmailChange(http, token)).resolves.toEqual({ status: "Ok", email: "ny@example.com" });
    expect(seen).toEqual([
      { method: "POST", url: "/user_system/setpassword", body: { token, password: "Nytt-1234" } },
      {
        method: "POST",
        url: "/user_system/updatepassword",
        body: { oldPassword: "Demo-1234", newPassword: "Nytt-1234" },
      },
      { method: "POST", url: "/user_system/updatepassword", body: { newPassword: "Forsta-1234" } },
      { method: "POST", url: "/user_system/triggerchangeemail", body: { email: "ny@example.com", siteId: "site-se" } },
      { method: "GET", url: `/user_system/changeemail/${token}`, body: null },
    ]);
  });

  it("keeps a token inside its path segment", async () => {
    await confirmEmailChange(http, "../../account_service/logout").catch(() => undefined);
    expect(seen[0]?.url).toBe("/user_system/changeemail/..%2F..%2Faccount_service%2Flogout");
  });

  it("turn a refusal into an ApiError with the field errors", async () => {
    answer = {
      status: 400,
      body: {
        status: 400,
        error: "InvalidInput",
        message: "wrongPassword",
        fieldErrors: { "body.oldPassword": ["wrongPassword"] },
      },
    };
    const error = await changePassword(http, { oldPassword: "Fel-1234", newPassword: "Nytt-1234" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ "body.oldPassword": ["wrongPassword"] });
  });

  it("refuse an answer that is not the contract's", async () => {
    answer = { status: 200, body: { status: "Maybe" } };
    await expect(requestEmailChange(http, { email: "ny@example.com", siteId: "site-se" })).rejects.toThrow();
  });
});
