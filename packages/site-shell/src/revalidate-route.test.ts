import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const revalidated: Array<[string, unknown]> = [];
vi.mock("next/cache", () => ({ revalidateTag: (tag: string, profile: unknown) => revalidated.push([tag, profile]) }));
vi.mock("server-only", () => ({}));

const { revalidateRoute } = await import("./revalidate-route");

const SECRET = "a-secret-of-at-least-24-characters";
const post = (body: string | null, authorization?: string) =>
  revalidateRoute(
    new Request("http://localhost:3000/_revalidate/", {
      method: "POST",
      headers: authorization ? { authorization } : {},
      body,
    }),
  );

describe("revalidation route", () => {
  beforeEach(() => {
    revalidated.length = 0;
    vi.stubEnv("HOUSING_REVALIDATE_SECRET", SECRET);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("is off (404) without a secret of 24 characters or more", async () => {
    vi.stubEnv("HOUSING_REVALIDATE_SECRET", "short");
    expect((await post(null, "Bearer short")).status).toBe(404);
  });

  it("answers 401 without the right bearer token", async () => {
    expect((await post(null)).status).toBe(401);
    expect((await post(null, `Bearer ${SECRET}x`)).status).toBe(401);
    expect(revalidated).toEqual([]);
  });

  it("revalidates everything without a body, and the tags named", async () => {
    expect((await post(null, `Bearer ${SECRET}`)).status).toBe(200);
    expect(revalidated).toEqual([["content", "max"]]);
    revalidated.length = 0;
    const response = await post(
      JSON.stringify({ tags: ["page:se:/om-oss/", "layout:no", "search:fi"] }),
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(revalidated.map(([tag]) => tag)).toEqual(["page:se:/om-oss/", "layout:no", "search:fi"]);
  });

  it('expires the tags at once with "expire": "now" (a home a booking just reserved)', async () => {
    const response = await post(JSON.stringify({ tags: ["search:se"], expire: "now" }), `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(revalidated).toEqual([["search:se", { expire: 0 }]]);
  });

  it.each([
    ["{"],
    [JSON.stringify({ tags: [] })],
    [JSON.stringify({ tags: ["site:atlantis"] })],
    [JSON.stringify({ tags: ["anything"] })],
    [JSON.stringify({ tags: ["search:se"], expire: "later" })],
  ])("answers 400 for %s", async (body) => {
    expect((await post(body, `Bearer ${SECRET}`)).status).toBe(400);
    expect(revalidated).toEqual([]);
  });
});
