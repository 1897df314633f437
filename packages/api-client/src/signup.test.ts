import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  addFavourite,
  addInterest,
  createHttp,
  getFavourites,
  getInterests,
  removeFavourite,
  removeInterest,
  type Http,
} from "./index";

/* The signup calls against a real server on loopback: paths, bodies, answers, refusals. */

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

const stageId = "6f1f8d0e-5c0b-5d8e-9c1a-2b3c4d5e6f70";
const objectId = "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b";

describe("the favourite calls", () => {
  it("add and remove a stage and a home at their paths (a stage's object segment is -)", async () => {
    await addFavourite(http, { stageId });
    await addFavourite(http, { stageId, objectId });
    await removeFavourite(http, { stageId, objectId: null });
    await removeFavourite(http, { stageId, objectId });
    expect(seen).toEqual([
      { method: "POST", url: "/signup_service/favorite", body: { stageId, objectId: null } },
      { method: "POST", url: "/signup_service/favorite", body: { stageId, objectId } },
      { method: "DELETE", url: `/signup_service/favorite/${stageId}/-`, body: null },
      { method: "DELETE", url: `/signup_service/favorite/${stageId}/${objectId}`, body: null },
    ]);
  });

  it("list the favourites checked against the contract", async () => {
    const favorites = [{ stageId, objectId: null, created: "2026-11-01T10:00:00Z" }];
    answer = { status: 200, body: { favorites } };
    await expect(getFavourites(http)).resolves.toEqual(favorites);
    answer = { status: 200, body: { favorites: [{ stageId }] } };
    await expect(getFavourites(http)).rejects.toThrow();
  });

  it("keep an id inside its path segment", async () => {
    await removeFavourite(http, { stageId: "../../account_service/logout", objectId: null });
    expect(seen[0]?.url).toBe("/signup_service/favorite/..%2F..%2Faccount_service%2Flogout/-");
  });

  it("turn a board member's refusal into an ApiError with its status", async () => {
    answer = { status: 403, body: { status: 403, error: "Forbidden", message: "forbidden" } };
    const error = await addFavourite(http, { stageId }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

describe("the interest calls", () => {
  it("post an interest with both e-mails and remove it at its path", async () => {
    await addInterest(http, { stageId, objectId, formEmail: "anna@example.com" });
    await removeInterest(http, { stageId });
    expect(seen).toEqual([
      {
        method: "POST",
        url: "/signup_service/interest",
        body: { stageId, objectId, formEmail: "anna@example.com", email: "" },
      },
      { method: "DELETE", url: `/signup_service/interest/${stageId}/-`, body: null },
    ]);
  });

  it("carry the no-e-mail refusal's field error", async () => {
    answer = {
      status: 400,
      body: { status: 400, error: "InvalidInput", message: "invalidInput", fieldErrors: { formEmail: ["email"] } },
    };
    const error = await addInterest(http, { stageId }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ formEmail: ["email"] });
  });

  it("list the interests", async () => {
    const interests = [{ id: "i-1", stageId, objectId, created: "2026-11-01T10:00:00Z" }];
    answer = { status: 200, body: { interests } };
    await expect(getInterests(http)).resolves.toEqual(interests);
  });
});
