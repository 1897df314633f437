// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_API_USER, TEST_USER } from "./testing";

const jar = new Map<string, string>();
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: () =>
    Promise.resolve({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined) }),
}));
vi.mock("./env", () => ({ serverEnv: () => ({ HOUSING_ENV: "local", HOUSING_API_URL: "http://api.test" }) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  jar.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A JWT-shaped token (unsigned: getSession reads only its expiry; the API checks it). */
function token(exp: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const claims = { bank_id: true, login_method: "bank_id", login_type: "private", association: null, site: "jmse" };
  return `${part({ alg: "none" })}.${part({ sub: TEST_USER.id, exp, ...claims })}.signature`;
}

describe("getSession (server)", () => {
  it("is anonymous without the session cookie, and asks the API nothing", async () => {
    const { getSession } = await import("./server");
    expect(await getSession()).toEqual({ status: "anonymous" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with the cookie, asks the API with the token as bearer and answers the user with the token's expiry", async () => {
    const exp = Math.floor(Date.now() / 1000) + 1800;
    jar.set("housing_session", token(exp));
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(TEST_API_USER)));
    const { getSession, getUser } = await import("./server");
    expect(await getSession()).toEqual({
      status: "authenticated",
      user: TEST_USER,
      expiresAt: new Date(exp * 1000).toISOString(),
      token: {
        bankId: true,
        loginMethod: "bank_id",
        loginType: "private",
        association: null,
        site: "jmse",
        expired: false,
      },
    });
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe("http://api.test/account_service/user");
    expect(request.headers.get("authorization")).toBe(`Bearer ${token(exp)}`);
    expect(await getUser()).toEqual(TEST_USER);
  });

  it("is anonymous when the token has expired, without a call", async () => {
    jar.set("housing_session", token(Math.floor(Date.now() / 1000) - 60));
    const { getSession } = await import("./server");
    expect(await getSession()).toEqual({ status: "anonymous" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("getSessionHttp (server)", () => {
  it("is null without the session cookie", async () => {
    const { getSessionHttp } = await import("./server");
    expect(await getSessionHttp("Jmse")).toBeNull();
  });

  it("carries the cookie's token as bearer and the site's key on every call", async () => {
    jar.set("housing_session", "token-of-anna");
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ news: [] })));
    const { getSessionHttp } = await import("./server");
    const http = await getSessionHttp("Jmse");
    await http!.get("my_pages/news?siteKey=Jmse").json();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.url).toBe("http://api.test/my_pages/news?siteKey=Jmse");
    expect(request.headers.get("authorization")).toBe("Bearer token-of-anna");
    expect(request.headers.get("x-site-key")).toBe("Jmse");
  });
});
