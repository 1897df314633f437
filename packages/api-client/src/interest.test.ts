import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createHttp, postAnonymousInterest, type Http } from "./index";

let answer: { status: number; body: unknown } = { status: 201, body: {} };
let seen: { url: string; siteKey: string | undefined; body: unknown } | null = null;
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen = {
        url: `${req.method} ${req.url}`,
        siteKey: req.headers["x-site-key"] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmno" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = {
  stageId: "6f1f8d0e-5c0b-5d8e-9c1a-2b3c4d5e6f70",
  firstName: "Kari",
  lastName: "Nordmann",
  email: "kari@example.no",
  phone: "+47 912 34 567",
  postalCode: "0150",
  minRooms: 2,
  maxRooms: 3,
  acceptTerms: true as const,
};

describe("postAnonymousInterest", () => {
  it("posts the form with the site key and returns the checked answer", async () => {
    answer = { status: 201, body: { status: "created", id: "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b" } };
    await expect(postAnonymousInterest(http, request)).resolves.toEqual(answer.body);
    expect(seen).toEqual({ url: "POST /signup_service/interest/anonymous", siteKey: "Jmno", body: request });
  });

  it("turns a 400 into an ApiError that carries the field errors", async () => {
    const body = {
      status: 400,
      error: "InvalidInput",
      message: "invalidInput",
      fieldErrors: { "body.email": ["email"] },
    };
    answer = { status: 400, body };
    const error = await postAnonymousInterest(http, { ...request, email: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});
