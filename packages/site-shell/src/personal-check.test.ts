// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARD_MEMBER, CUSTOMER } from "@housing/my-pages/testing";
import { getSite } from "@housing/site-config";
import { checkPersonalPage } from "./personal-check";

/* The proxy's check of a my-pages document request, against an API on loopback. */

const users: Record<string, unknown> = { "token-anna": CUSTOMER, "token-karin": BOARD_MEMBER };
const pages: Record<string, string> = {
  "/mina-sidor/GetViewModel": "MyPagesMainPage",
  "/mina-sidor/vip/GetViewModel": "MyPagesVipPage",
  "/mina-sidor/kontakt/GetViewModel": "MyPagesContactPage",
  "/mina-sidor/mina-installningar/byt-losenord/GetViewModel": "SetPasswordPage",
};
let server: Server;
let previousApiUrl: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://api.test");
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/account_service/user") {
      return users[token] ? send(200, users[token]) : send(401, { status: 401, error: "Unauthorized", message: "x" });
    }
    const templateName = pages[url.pathname];
    if (!templateName) return send(404, { status: 404, error: "NotFound", message: "notFound" });
    return send(200, {
      templateName,
      siteVersion: "2025.11.1",
      pageId: "873a6950-1c31-5df3-9eb6-73a9964d96bd",
      objectId: null,
      canonical: "https://www.fjallvik.example/mina-sidor/",
      title: "Mina sidor",
      description: "",
      noIndex: true,
      showPlotType: false,
      showSemiDetachedHouseType: false,
      subMenu: [],
      images: [],
      blocks: [],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  previousApiUrl = process.env.HOUSING_API_URL;
  process.env.HOUSING_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (previousApiUrl === undefined) delete process.env.HOUSING_API_URL;
  else process.env.HOUSING_API_URL = previousApiUrl;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const se = getSite("se");

describe("checkPersonalPage", () => {
  it("opens the user's pages, and the pages outside the menu's rules", async () => {
    expect(await checkPersonalPage(se, "/mina-sidor/", "", "token-anna")).toBe("open");
    expect(await checkPersonalPage(se, "/mina-sidor/vip/", "", "token-anna")).toBe("open");
    // The resident's contacts path is the board member's too, in their variant.
    expect(await checkPersonalPage(se, "/mina-sidor/kontakt/", "", "token-karin")).toBe("open");
    expect(await checkPersonalPage(se, "/mina-sidor/mina-installningar/byt-losenord/", "", "token-karin")).toBe("open");
  });

  it("answers missing for a page out of the user's menu and for a page the API does not know", async () => {
    expect(await checkPersonalPage(se, "/mina-sidor/vip/", "", "token-karin")).toBe("missing");
    expect(await checkPersonalPage(se, "/mina-sidor/finns-inte/", "", "token-anna")).toBe("missing");
  });

  it("answers login for a token the API no longer takes", async () => {
    expect(await checkPersonalPage(se, "/mina-sidor/", "", "token-gone")).toBe("login");
  });
});
