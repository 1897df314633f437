import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  createHttp,
  createSavedSearch,
  deleteSavedSearch,
  getBoardOverview,
  getMyContacts,
  getMyPagesNews,
  getMyPagesNewsItem,
  getMyPagesOverview,
  getMyResidence,
  getMyResidences,
  getMyTimeline,
  listSavedSearches,
  patchProfile,
  renameSavedSearch,
  setActiveResidence,
  type Http,
} from "./index";

/* My pages' calls against a real server on loopback: what is sent where, and what comes back. */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { method: string; url: string; body: unknown; authorization: string | undefined }[] = [];
let server: Server;
let http: Http;

const residence = {
  objectId: "0b0f4a5e-3c1d-4d47-9e53-1f2a3b4c5d6e",
  stageId: "stage-1",
  name: "Lgh 1101",
  stageName: "Brf Utsikten",
  address: null,
  url: null,
  imageUrl: null,
  rooms: 3,
  area: 74.5,
  price: 3_450_000,
  status: "booked",
  entryDate: "2027-03-01",
  isSuccession: false,
  isActive: true,
  lifecycle: 4,
};
const savedSearch = {
  id: "s1",
  name: "Treor i Uppsala",
  query: "minRooms=3",
  url: "/sok-bostad/?minRooms=3",
  createdAt: "2026-11-01T10:00:00Z",
  lastAlertAt: null,
  matchCount: 2,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      seen.push({
        method: req.method ?? "",
        url: req.url ?? "",
        body: text ? (JSON.parse(text) as unknown) : null,
        authorization: req.headers.authorization,
      });
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
  http = createHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    siteKey: "Jmse",
    getToken: () => "token-of-anna",
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  answer = { status: 200, body: {} };
  seen = [];
});

describe("my pages' reads", () => {
  it("ask each view for the site with the user's token and parse the answer", async () => {
    answer = {
      status: 200,
      body: {
        activeResidence: residence,
        residences: [residence],
        nextSteps: [{ kind: "moveIn", dueDate: "2027-03-01" }],
        news: [],
        notifications: [],
        favouriteCount: 2,
        interestCount: 1,
      },
    };
    const overview = await getMyPagesOverview(http, "Jmse");
    expect(overview.activeResidence?.name).toBe("Lgh 1101");
    answer = { status: 200, body: { residences: [], favourites: [], interests: [] } };
    await expect(getMyResidences(http, "Jmse")).resolves.toEqual({ residences: [], favourites: [], interests: [] });
    answer = {
      status: 200,
      body: { contacts: [], customerService: { phone: "010-123 45 00", email: null, openingHours: null } },
    };
    await expect(getMyContacts(http, "Jmse")).resolves.toMatchObject({ customerService: { phone: "010-123 45 00" } });
    answer = { status: 200, body: { news: [] } };
    await getMyPagesNews(http, "Jmse");
    expect(seen.map(({ method, url, authorization }) => ({ method, url, authorization }))).toEqual([
      { method: "GET", url: "/my_pages/overview?siteKey=Jmse", authorization: "Bearer token-of-anna" },
      { method: "GET", url: "/my_pages/residences?siteKey=Jmse", authorization: "Bearer token-of-anna" },
      { method: "GET", url: "/my_pages/contacts?siteKey=Jmse", authorization: "Bearer token-of-anna" },
      { method: "GET", url: "/my_pages/news?siteKey=Jmse", authorization: "Bearer token-of-anna" },
    ]);
  });

  it("ask for the timeline of the active booking or of a chosen one, and check its answer", async () => {
    const booking = {
      bookingId: "3d0c7a0e-5a7b-4c8e-9f55-2b8e7b1f6c21",
      objectId: residence.objectId,
      name: "Lgh 1101",
      stageName: "Brf Utsikten",
      lifecycle: 7,
      isSelected: true,
    };
    const steps = [{ key: "contract", state: "current", date: null }];
    answer = { status: 200, body: { booking, bookings: [booking], steps } };
    await expect(getMyTimeline(http, "Jmse")).resolves.toMatchObject({ booking: { lifecycle: 7 } });
    await getMyTimeline(http, "Jmse", booking.bookingId);
    expect(seen.map(({ url }) => url)).toEqual([
      "/my_pages/timeline?siteKey=Jmse",
      `/my_pages/timeline?siteKey=Jmse&bookingId=${booking.bookingId}`,
    ]);
    answer = { status: 200, body: { booking, bookings: [], steps: [{ key: "keys", state: "current", date: null }] } };
    await expect(getMyTimeline(http, "Jmse")).rejects.toThrow();
  });

  it("keep a news slug inside its path segment", async () => {
    answer = { status: 404, body: { status: 404, error: "NotFound", message: "notFound" } };
    const error = await getMyPagesNewsItem(http, "Jmno", "../../account_service/user").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(seen[0]?.url).toBe("/my_pages/news/..%2F..%2Faccount_service%2Fuser?siteKey=Jmno");
  });

  it("refuse an answer that is not the contract's", async () => {
    answer = { status: 200, body: { association: { id: "a" }, contacts: [] } };
    await expect(getBoardOverview(http, "Jmse")).rejects.toThrow();
    answer = { status: 200, body: { residence, stage: { id: "s" }, contacts: [] } };
    await expect(getMyResidence(http, "Jmse")).rejects.toThrow();
  });

  it("pass a 401 on as an ApiError (a session that no longer holds)", async () => {
    answer = { status: 401, body: { status: 401, error: "Unauthorized", message: "unauthorized" } };
    const error = await getMyPagesOverview(http, "Jmse").catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(401);
  });
});

describe("my pages' changes", () => {
  it("send the active residence, the profile patch and the saved searches' changes", async () => {
    answer = { status: 204, body: null };
    await setActiveResidence(http, "Jmse", { objectId: residence.objectId });
    answer = { status: 200, body: { id: "u1", firstName: "Anna", lastName: "Andersson", email: "ny@example.com" } };
    await expect(patchProfile(http, { email: "ny@example.com", phoneNumber: "070-123 45 67" })).resolves.toMatchObject({
      email: "ny@example.com",
    });
    answer = { status: 200, body: { savedSearches: [savedSearch] } };
    await expect(listSavedSearches(http, "Jmse")).resolves.toEqual({ savedSearches: [savedSearch] });
    answer = { status: 201, body: savedSearch };
    await createSavedSearch(http, "Jmse", { name: "Treor i Uppsala", query: "minRooms=3" });
    answer = { status: 200, body: { ...savedSearch, name: "Treor" } };
    await expect(renameSavedSearch(http, "s1", { name: "Treor" })).resolves.toMatchObject({ name: "Treor" });
    answer = { status: 204, body: null };
    await deleteSavedSearch(http, "s/1");
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: "PUT", url: "/my_pages/active_residence?siteKey=Jmse", body: { objectId: residence.objectId } },
      {
        method: "PATCH",
        url: "/account_service/profile",
        body: { email: "ny@example.com", phoneNumber: "070-123 45 67" },
      },
      { method: "GET", url: "/my_pages/saved_searches?siteKey=Jmse", body: null },
      {
        method: "POST",
        url: "/my_pages/saved_searches?siteKey=Jmse",
        body: { name: "Treor i Uppsala", query: "minRooms=3" },
      },
      { method: "PATCH", url: "/my_pages/saved_searches/s1", body: { name: "Treor" } },
      { method: "DELETE", url: "/my_pages/saved_searches/s%2F1", body: null },
    ]);
  });

  it("turn a refused e-mail into an ApiError with its field error", async () => {
    answer = {
      status: 400,
      body: {
        status: 400,
        error: "InvalidInput",
        message: "emailInUse",
        fieldErrors: { "body.email": ["emailInUse"] },
      },
    };
    const error = await patchProfile(http, { email: "karin@example.com" }).catch((caught: unknown) => caught);
    expect((error as ApiError).fieldErrors).toEqual({ "body.email": ["emailInUse"] });
  });
});
