// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { createSessionBridge } from "./bridge";
import { parseSessionHint, parseSessionHintClaims } from "./cookies";

/*
 * The bridge against a loopback HTTP server in the API's place: what reaches the "API" (path,
 * bearer, body) and what the browser gets back (body, cookies) are both checked.
 */

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A PDF's head and bytes that are not UTF-8: they must reach the browser unchanged. */
const PDF_BYTES = Buffer.concat([Buffer.from("%PDF-1.7\n%"), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff, 0x80])]);

let server: Server;
let apiBaseUrl: string;
let seen: Seen[] = [];
const EXP = 2_000_000_000;
const token = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub, exp: EXP })).toString("base64url")}.signature`;

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

async function answer(request: IncomingMessage, response: ServerResponse) {
  const body = await read(request);
  seen.push({
    method: request.method ?? "",
    url: request.url ?? "",
    authorization: request.headers.authorization,
    body,
  });
  const send = (status: number, data: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(data));
  };
  if (request.url === "/account_service/login/email")
    return send(200, { status: "Ok", token: token("anna"), user: { id: "anna" } });
  if (request.url === "/account_service/login/bank_id/status/s1")
    return send(200, { status: "ChooseBoardMember", selectionToken: "select-me", associations: [] });
  if (request.url === "/document_service/documents/d1/pdf") {
    response.writeHead(200, {
      "content-type": "application/pdf",
      "content-disposition": 'inline; filename="purchaseContract-d1.pdf"',
    });
    return response.end(PDF_BYTES);
  }
  if (request.url === "/account_service/user" && request.headers.authorization === "Bearer expired")
    return send(401, { code: "unauthorized" });
  return send(200, { ok: true });
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const bridge = () => createSessionBridge({ apiBaseUrl, now: () => new Date((EXP - 3600) * 1000) });
const site = "http://localhost:3000";

function call(path: string, init: RequestInit & { cookies?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookies) headers.set("cookie", init.cookies);
  return bridge()(new Request(`${site}${path}`, { ...init, headers, ...(init.body ? { duplex: "half" } : {}) }));
}

const setCookies = (response: Response) => response.headers.getSetCookie();

describe("the session bridge", () => {
  it("forwards a call with the session cookie's token as the bearer, and without one when there is none", async () => {
    await call("/_api/account_service/user", { cookies: "housing_session=abc; other=1" });
    await call("/_api/account_service/user");
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ["/account_service/user", "Bearer abc"],
      ["/account_service/user", undefined],
    ]);
  });

  it("passes a PDF through byte for byte with its content type and file name (the documents' links)", async () => {
    const response = await call("/_api/document_service/documents/d1/pdf/", { cookies: "housing_session=abc" });
    expect(seen[0]).toMatchObject({
      method: "GET",
      url: "/document_service/documents/d1/pdf",
      authorization: "Bearer abc",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="purchaseContract-d1.pdf"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it("drops the site's trailing slash from the API's path", async () => {
    await call("/_api/account_service/user/?x=1", { cookies: "housing_session=abc" });
    expect(seen[0]?.url).toBe("/account_service/user?x=1");
  });

  it("takes the login token out of the answer and sets it as an httpOnly cookie with the hint and the CSRF cookie", async () => {
    const response = await call("/_api/account_service/login/email", {
      method: "POST",
      headers: { origin: site, "content-type": "application/json" },
      body: JSON.stringify({ email: "anna@example.com", password: "secret1" }),
    });
    expect(response.status).toBe(200);
    expect(seen[0]?.body).toContain("anna@example.com");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: "Ok", user: { id: "anna" }, expiresAt: new Date(EXP * 1000).toISOString() });
    const cookies = setCookies(response);
    const session = cookies.find((c) => c.startsWith("housing_session="));
    expect(session).toContain(`housing_session=${token("anna")}`);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toContain("Max-Age=3600");
    expect(session).not.toMatch(/Secure/); // plain-HTTP localhost only
    const hint = cookies.find((c) => c.startsWith("housing_session_hint="));
    expect(hint).toMatch(new RegExp(`^housing_session_hint=${EXP}\\.[\\w-]+;`));
    expect(hint).not.toMatch(/HttpOnly/);
    // The readable hint carries the token's end and its claims, never the token.
    const hintValue = hint!.split(";")[0]!.slice("housing_session_hint=".length);
    expect(hintValue).not.toContain(token("anna").split(".")[1]!);
    expect(parseSessionHint(hintValue)).toEqual(new Date(EXP * 1000));
    expect(parseSessionHintClaims(hintValue)).toEqual({
      bankId: false,
      loginMethod: null,
      loginType: null,
      association: null,
      site: null,
    });
    const csrf = cookies.find((c) => c.startsWith("housing_csrf="));
    expect(csrf).toMatch(/^housing_csrf=[\w-]{20,};/);
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it("marks the cookies Secure outside localhost", async () => {
    const response = await bridge()(
      new Request("https://www.example.se/_api/account_service/login/email", {
        method: "POST",
        headers: { origin: "https://www.example.se" },
        body: "{}",
        duplex: "half",
      } as RequestInit),
    );
    expect(setCookies(response).every((c) => c.includes("Secure"))).toBe(true);
  });

  it("refuses a changing call from another origin, and one with a session but without the CSRF token", async () => {
    const foreign = await call("/_api/account_service/login/email", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    const noToken = await call("/_api/account_service/update", {
      method: "POST",
      headers: { origin: site },
      cookies: "housing_session=abc; housing_csrf=right",
      body: "{}",
    });
    expect(noToken.status).toBe(403);
    const wrongToken = await call("/_api/account_service/update", {
      method: "POST",
      headers: { origin: site, "x-housing-csrf": "wrong" },
      cookies: "housing_session=abc; housing_csrf=right",
      body: "{}",
    });
    expect(wrongToken.status).toBe(403);
    expect(seen).toEqual([]);
    const allowed = await call("/_api/account_service/update", {
      method: "POST",
      headers: { origin: site, "x-housing-csrf": "right" },
      cookies: "housing_session=abc; housing_csrf=right",
      body: "{}",
    });
    expect(allowed.status).toBe(200);
    expect(seen[0]?.authorization).toBe("Bearer abc");
  });

  it("keeps a board member's selection token in an httpOnly cookie and sends it only with the select call", async () => {
    const choice = await call("/_api/account_service/login/bank_id/status/s1");
    expect(await choice.json()).toEqual({ status: "ChooseBoardMember", associations: [] });
    const cookie = setCookies(choice).find((c) => c.startsWith("housing_select="));
    expect(cookie).toMatch(/HttpOnly/);
    await call("/_api/account_service/login/bank_id/status/board_member/select/brf-1", {
      cookies: "housing_select=select-me; housing_session=old",
    });
    await call("/_api/account_service/user", { cookies: "housing_select=select-me" });
    expect(seen.slice(1).map((s) => s.authorization)).toEqual(["Bearer select-me", undefined]);
  });

  it("removes the cookies on logout and when the API refuses the token", async () => {
    const logout = await call("/_api/account_service/logout", {
      method: "POST",
      headers: { origin: site, "x-housing-csrf": "c" },
      cookies: "housing_session=abc; housing_csrf=c",
    });
    expect(setCookies(logout).filter((c) => c.includes("Max-Age=0")).length).toBe(4);
    const refused = await call("/_api/account_service/user", { cookies: "housing_session=expired" });
    expect(refused.status).toBe(401);
    expect(setCookies(refused).some((c) => c.startsWith("housing_session=;"))).toBe(true);
  });

  it("answers 404 outside its path and for a way up out of the API's base path, without a call", async () => {
    expect((await bridge()(new Request(`${site}/other/x`))).status).toBe(404);
    // An escaped way up is resolved by the URL parser too, and stays inside the bridge.
    expect((await call("/_api/a/%2E%2E/b")).status).toBe(200);
    seen = [];
    const up = await bridge()(new Request(`${site}/_api/x/../../secret`));
    // URL parsing already resolves dot segments: the path is outside /_api/.
    expect(up.status).toBe(404);
    expect(seen).toEqual([]);
  });
});
