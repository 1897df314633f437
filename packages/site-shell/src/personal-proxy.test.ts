import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { loginElsewhereFor } from "./personal-paths";
import { createProxy } from "./proxy";

/* My pages in the proxy: rewritten to the personal route, 404 out of the menu, login elsewhere. */

const everyPageExists = async () => "exists" as const;
const open = async () => "open" as const;

function request(url: string, init: { rsc?: boolean; session?: string } = {}) {
  const host = new URL(url).host;
  const made = new NextRequest(url, { headers: { host, ...(init.rsc ? { rsc: "1" } : {}) } });
  // Set here: the test environment's Request drops a Cookie header given to its constructor.
  if (init.session) made.cookies.set("housing_session", init.session);
  return made;
}

const rewriteOf = (response: Response) => {
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null;
};

describe("my pages in the proxy", () => {
  it("rewrites a my-pages request with a session to the personal route, query kept", async () => {
    const asked: string[] = [];
    const proxy = createProxy("se", {
      checkPage: everyPageExists,
      checkPersonalPage: async (site, pathname, search, token) => {
        asked.push(`${site.code} ${pathname}?${search} ${token}`);
        return "open";
      },
    });
    const document = await proxy(request("http://localhost:3000/mina-sidor/mina-bostader/?x=1", { session: "t-anna" }));
    expect(rewriteOf(document)).toBe("/se/_p/mina-sidor/mina-bostader/?x=1");
    const navigation = await proxy(request("http://localhost:3000/mina-sidor/", { session: "t-anna", rsc: true }));
    expect(rewriteOf(navigation)).toBe("/se/_p/mina-sidor/");
    // Only the document request is checked ahead; the route checks the router's own requests.
    expect(asked).toEqual(["se /mina-sidor/mina-bostader/?x=1 t-anna"]);
    const norway = await createProxy("no", { checkPage: everyPageExists, checkPersonalPage: open })(
      request("http://localhost:3003/mine-sider/kontakt/", { session: "t-nora" }),
    );
    expect(rewriteOf(norway)).toBe("/no/_p/mine-sider/kontakt/");
  });

  it("answers a page out of the user's menu with the server-rendered 404 route", async () => {
    const proxy = createProxy("se", { checkPage: everyPageExists, checkPersonalPage: async () => "missing" });
    const response = await proxy(request("http://localhost:3000/mina-sidor/vip/", { session: "t-karin" }));
    expect(rewriteOf(response)).toMatch(/^\/_not-found\/?$/);
  });

  it("sends a session the API no longer takes to the login with the page as referrer", async () => {
    const proxy = createProxy("se", { checkPage: everyPageExists, checkPersonalPage: async () => "login" });
    const response = await proxy(request("http://localhost:3000/mina-sidor/kontakt/?a=1", { session: "old" }));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(
      "http://localhost:3000/logga-in/?referrer=%2Fmina-sidor%2Fkontakt%2F%3Fa%3D1",
    );
  });

  it("sends a visitor without a session to the login; the router's request goes to the route, which does the same", async () => {
    const proxy = createProxy("se", { checkPage: everyPageExists, checkPersonalPage: open });
    const document = await proxy(request("http://localhost:3000/mina-sidor/"));
    expect(document.headers.get("location")).toBe("http://localhost:3000/logga-in/?referrer=%2Fmina-sidor%2F");
    const navigation = await proxy(request("http://localhost:3000/mina-sidor/", { rsc: true }));
    expect(rewriteOf(navigation)).toBe("/se/_p/mina-sidor/");
  });

  it("never lets an outside path reach the personal route", async () => {
    const proxy = createProxy("se", { checkPage: everyPageExists, checkPersonalPage: open });
    const response = await proxy(request("http://localhost:3000/_p/sok-bostad/", { session: "t-anna" }));
    expect(rewriteOf(response)).toBe("/se/_q/_p/sok-bostad/");
  });

  it("sends the my-pages paths of a site without login to the Swedish site's login", async () => {
    const english = await createProxy("se", { checkPage: everyPageExists, checkPersonalPage: open })(
      request("http://localhost:3000/en/mina-sidor/news/", { session: "t-anna" }),
    );
    expect(english.status).toBe(307);
    expect(english.headers.get("location")).toBe("http://localhost:3000/logga-in/?referrer=%2Fmina-sidor%2Fnyheter%2F");
    const contractor = await createProxy("contractor", { checkPage: everyPageExists, checkPersonalPage: open })(
      request("http://localhost:3005/mina-sidor/kontakt/"),
    );
    expect(contractor.status).toBe(307);
    expect(contractor.headers.get("location")).toBe(
      "http://localhost:3000/logga-in/?referrer=%2Fmina-sidor%2Fkontakt%2F",
    );
  });

  it("keeps the login elsewhere to personal paths of sites without login", () => {
    expect(loginElsewhereFor(getSite("se"), "/mina-sidor/")).toBeNull();
    expect(loginElsewhereFor(getSite("contractor"), "/om-oss/")).toBeNull();
    expect(loginElsewhereFor(getSite("se-en"), "/en/mina-sidor/ingen-sadan/")).toEqual({
      site: getSite("se"),
      path: "/logga-in/?referrer=%2Fmina-sidor%2F",
    });
  });
});
