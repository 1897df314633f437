import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ky from "ky";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { baseUrlOf, createLazyHttp } from "./client";
import { apiUrl, createHttp, getPageViewModel, getSiteLayout, viewModelPath } from "./index";
import { ApiError, SOMETHING_WENT_WRONG } from "./errors";

const seen: IncomingMessage[] = [];
let server: Server;
let baseUrl: string;

const viewModel = {
  templateName: "StartPage",
  siteVersion: "1",
  pageId: "p1",
  objectId: null,
  canonical: "https://www.fjallvik.example/",
  title: "Start",
  description: "",
  noIndex: false,
  showPlotType: false,
  showSemiDetachedHouseType: false,
  subMenu: [],
  images: [],
  blocks: [],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, body: unknown, type = "application/json") => {
      res.writeHead(status, { "content-type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/GetViewModel") return send(200, viewModel);
    if (url.pathname === "/bad-shape/GetViewModel") return send(200, { templateName: 3 });
    if (url.pathname === "/invalid/GetViewModel")
      return send(400, {
        status: 400,
        error: "InvalidInput",
        message: "Bad",
        fieldErrors: { "headers.x-site-key": ["Required"] },
      });
    if (url.pathname === "/plain/GetViewModel") return send(503, "maintenance", "text/plain");
    return send(404, { status: 404, error: "NotFound", message: "No page" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("viewModelPath", () => {
  it.each([
    ["/", "GetViewModel"],
    ["", "GetViewModel"],
    ["/sok-bostad/", "sok-bostad/GetViewModel"],
    ["/en/mina-sidor/errands", "en/mina-sidor/errands/GetViewModel"],
    ["/karri%C3%A4r/", "karri%C3%A4r/GetViewModel"],
    ["/karriär/", "karri%C3%A4r/GetViewModel"],
  ])("%s -> %s", (path, expected) => {
    expect(viewModelPath(path)).toBe(expected);
  });
});

describe("createHttp", () => {
  it("sends the site key, the bearer token and JSON accept", async () => {
    const http = createHttp({ baseUrl, siteKey: "Jmno", getToken: () => "abc.def" });
    const model = await getPageViewModel(http, "/", { s: "hus" });
    expect(model.templateName).toBe("StartPage");
    const request = seen.at(-1)!;
    expect(request.headers["x-site-key"]).toBe("Jmno");
    expect(request.headers.authorization).toBe("Bearer abc.def");
    expect(request.headers.accept).toContain("application/json");
    expect(request.url).toBe("/GetViewModel?s=hus");
  });

  it("sends no authorization header without a token", async () => {
    const http = createHttp({ baseUrl, getToken: () => null });
    await getPageViewModel(http, "/");
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("uses the environment's API host when no base URL is given", () => {
    expect(() => createHttp({})).toThrow(/baseUrl/);
    const http = createHttp({ env: { HOUSING_ENV: "local", HOUSING_API_URL: baseUrl, HOUSING_SITE_HOSTS: "" } });
    expect(http).toBeTypeOf("function");
  });
});

describe("createLazyHttp", () => {
  it("builds its ky instance on the first call, and calls like createHttp's", async () => {
    // A base URL no other test uses, so no ky instance is cached for it yet.
    const lazyBase = `${baseUrl}/`;
    const create = vi.spyOn(ky, "create");
    try {
      const http = createLazyHttp({ baseUrl: lazyBase, siteKey: "Jmse" });
      expect(baseUrlOf(http)).toBe(lazyBase);
      expect(apiUrl(http, "/media/a.svg")).toBe(`${baseUrl}/media/a.svg`);
      expect(create).not.toHaveBeenCalled();

      const model = await getPageViewModel(http, "/");
      expect(model.templateName).toBe("StartPage");
      expect(seen.at(-1)!.headers["x-site-key"]).toBe("Jmse");
      await getPageViewModel(http, "/");
      expect(create).toHaveBeenCalledTimes(1);
    } finally {
      create.mockRestore();
    }
  });
});

describe("apiUrl", () => {
  it("places API-relative media URLs on the API, with or without a base path", () => {
    expect(apiUrl(createHttp({ baseUrl: "http://localhost:4000" }), "/media/facade/a.svg")).toBe(
      "http://localhost:4000/media/facade/a.svg",
    );
    expect(apiUrl(createHttp({ baseUrl: "https://api.example.se/v2/" }), "/media/plan/b.svg")).toBe(
      "https://api.example.se/v2/media/plan/b.svg",
    );
  });

  it("leaves absolute URLs alone", () => {
    const http = createHttp({ baseUrl: "http://localhost:4000" });
    expect(apiUrl(http, "https://cdn.example.se/x.jpg")).toBe("https://cdn.example.se/x.jpg");
    expect(apiUrl(http, "//cdn.example.se/x.jpg")).toBe("//cdn.example.se/x.jpg");
  });
});

describe("error normalization (spec section 8)", () => {
  const http = () => createHttp({ baseUrl, siteKey: "Jmse" });

  it("an HTTP error carries the response body", async () => {
    const error = await getPageViewModel(http(), "/invalid/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.body).toMatchObject({ error: "InvalidInput" });
    expect(apiError.fieldErrors).toEqual({ "headers.x-site-key": ["Required"] });
  });

  it("a 404 keeps its status so the page can show the 404 template", async () => {
    const error = (await getPageViewModel(http(), "/nowhere/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(error.message).toBe("No page");
  });

  it("a non-JSON error body is kept as text", async () => {
    const error = (await getPageViewModel(http(), "/plain/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(error.body).toBe("maintenance");
  });

  it("no response gives the generic somethingWentWrong", async () => {
    const down = createHttp({ baseUrl: "http://127.0.0.1:1", siteKey: "Jmse" });
    const error = (await getSiteLayout(down).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(SOMETHING_WENT_WRONG);
  });

  it("a response that breaks the contract is rejected", async () => {
    const error = (await getPageViewModel(http(), "/bad-shape/").catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
  });
});
