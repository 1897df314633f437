import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  caseFileHref,
  closeCase,
  createCase,
  createHttp,
  getCase,
  getCases,
  getCaseRooms,
  isApiError,
  updateAssociationAccount,
  type Http,
} from "./index";

/* The case management calls against a real server on loopback: paths, methods, bodies, answers checked. */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let seen: { method: string; url: string; body: string }[] = [];
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", body });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const ID = "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f";

describe("the case management calls", () => {
  it("reaches the board and the customer variants", async () => {
    answer = { status: 200, body: { cases: [] } };
    await getCases(http, "board");
    await getCases(http, "customer");
    answer = { status: 200, body: { rooms: [] } };
    await getCaseRooms(http, ID);
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /case_management/cases",
      "GET /case_management/customer/get_cases",
      `GET /case_management/rooms/${ID}`,
    ]);
  });

  it("creates and updates with multipart: the request part first, then the files", async () => {
    answer = { status: 201, body: { id: ID, ticketNumber: 5001, caseStatusId: ID, isVisible: true } };
    const body = {
      siteId: "16920432-7683-5315-96ed-9fee9c64bec5",
      propertyId: "",
      area: 899310001,
      roomId: ID,
      description: "x",
      objectId: "",
    } as const;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "kök.jpg", { type: "image/jpeg" });
    expect((await createCase(http, "customer", body, [photo])).ticketNumber).toBe(5001);
    const sent = seen[0]!;
    expect(`${sent.method} ${sent.url}`).toBe("POST /case_management/customer/create_case");
    const request = sent.body.indexOf('name="request"');
    const file = sent.body.indexOf('name="files"; filename=');
    expect(request).toBeGreaterThan(-1);
    expect(file).toBeGreaterThan(request);
    expect(sent.body).toContain(JSON.stringify(body));
  });

  it("closes and patches with JSON bodies and refuses answers that are not the contract's", async () => {
    answer = { status: 200, body: { id: "not a case" } };
    await expect(closeCase(http, "board", ID, "Jmse")).rejects.toThrow();
    answer = { status: 200, body: { email: "styrelsen@example.com" } };
    await updateAssociationAccount(http, { email: "styrelsen@example.com" });
    expect(seen.map((call) => [call.method, call.url, JSON.parse(call.body) as unknown])).toEqual([
      ["PATCH", `/case_management/case/${ID}/close`, { site: "Jmse" }],
      ["PATCH", "/case_management/account", { email: "styrelsen@example.com" }],
    ]);
  });

  it("passes the API's refusal on and builds the bridge address of a file", async () => {
    answer = { status: 404, body: { status: 404, error: "NotFound", message: "notFound" } };
    const error: unknown = await getCase(http, "customer", ID).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(404);
    expect(caseFileHref(`/case_management/customer/file/${ID}/k%C3%B6k.jpg`)).toBe(
      `/_api/case_management/customer/file/${ID}/k%C3%B6k.jpg/`,
    );
  });
});
