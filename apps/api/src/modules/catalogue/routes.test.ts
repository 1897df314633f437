import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDrivers, useSeededApp } from "../../testing/test-database";

describe.each(testDrivers())("GET /media/{kind}/{id}.svg on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 300 } });

  const firstUrl = async (query: ReturnType<typeof sql>) => {
    const result: unknown = await seeded.handle.db.execute(query);
    return (result as { rows: { url: string }[] }).rows[0]!.url;
  };

  it("draws the image a search hit points at, the same every time", async () => {
    const url = await firstUrl(sql`select search_image_url as url from objects order by id limit 1`);
    expect(url).toMatch(/^\/media\/plan\/[0-9a-f-]{36}\.svg$/);
    const first = await seeded.app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(first.headers.get("content-security-policy")).toContain("default-src 'none'");
    const body = await first.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="900" height="900"/);
    expect(body).toContain("<title>");
    expect(await (await seeded.app.request(url)).text()).toBe(body);
    expect((await seeded.app.request(url.toUpperCase().replace("/MEDIA/PLAN/", "/media/plan/").replace(".SVG", ".svg"))).status).toBe(200);
  });

  it("serves stage facades and area views", async () => {
    const facade = await firstUrl(sql`select search_image_url as url from stages order by id limit 1`);
    const response = await seeded.app.request(facade);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('width="1200" height="800"');
  });

  it("answers 404 for an unknown image or the wrong kind, 400 for a malformed path", async () => {
    const facade = await firstUrl(sql`select search_image_url as url from stages order by id limit 1`);
    expect((await seeded.app.request(facade.replace("/facade/", "/plan/"))).status).toBe(404);
    expect((await seeded.app.request("/media/facade/00000000-0000-5000-8000-000000000000.svg")).status).toBe(404);
    const badKind = await seeded.app.request(facade.replace("/facade/", "/photo/"));
    expect(badKind.status).toBe(400);
    const body = (await badKind.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("InvalidInput");
    expect(Object.keys(body.fieldErrors)).toEqual(["params.kind"]);
    expect((await seeded.app.request("/media/facade/not-an-id.svg")).status).toBe(400);
    expect((await seeded.app.request(facade.replace(".svg", ".png"))).status).toBe(400);
  });
});
