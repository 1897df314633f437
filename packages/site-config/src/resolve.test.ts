import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_PORT,
  ENVIRONMENTS,
  apiBaseUrl,
  apiHostKind,
  appDefaultSite,
  isChatWidgetEnvironment,
  isDevToolsEnvironment,
  isSiteAddress,
  parseSiteHosts,
  parseSiteOrigins,
  readEnv,
  resolveSite,
  siteOrigin,
  sites,
  sitesOfApp,
  startPath,
  type ApiHostKind,
  type AppName,
  type Environment,
  type SiteCode,
  type SiteMatch,
} from "./index";
import { SITE_CODES } from "./types";

interface ResolveCase {
  host: string;
  pathname: string;
  app?: AppName;
  extraHosts?: Partial<Record<SiteCode, string[]>>;
  expected: SiteCode | null;
  matchedBy?: SiteMatch;
}

function check({ host, pathname, app, extraHosts, expected, matchedBy }: ResolveCase) {
  const result = resolveSite({ host, pathname, ...(app && { app }), ...(extraHosts && { extraHosts }) });
  if (expected === null) {
    expect(result).toBeNull();
    return;
  }
  expect(result?.site.code).toBe(expected);
  if (matchedBy) expect(result?.matchedBy).toBe(matchedBy);
}

describe("resolveSite by production host", () => {
  it.each<ResolveCase>([
    { host: "www.fjallvik.example", pathname: "/", expected: "se", matchedBy: "host" },
    { host: "fjallvik.example", pathname: "/sok-bostad/", expected: "se", matchedBy: "host" },
    { host: "www.fjallvik.example", pathname: "/en/", expected: "se-en", matchedBy: "host" },
    { host: "fjallvik.example", pathname: "/en", expected: "se-en", matchedBy: "host" },
    { host: "www.fjallvik.example", pathname: "/en/mina-sidor/news/", expected: "se-en", matchedBy: "host" },
    { host: "www.fjallvik.example", pathname: "/english/", expected: "se", matchedBy: "host" },
    { host: "www.fjallvik.example", pathname: "/enx", expected: "se", matchedBy: "host" },
    { host: "www.fjallvik.example", pathname: "/sok/en/", expected: "se", matchedBy: "host" },
    { host: "www.fjallvik-seniorgarden.example", pathname: "/", expected: "senior", matchedBy: "host" },
    { host: "fjallvik-seniorgarden.example", pathname: "/", expected: "senior", matchedBy: "host" },
    // Only the Swedish main site has an English sub-site.
    { host: "www.fjallvik-seniorgarden.example", pathname: "/en/", expected: "senior", matchedBy: "host" },
    { host: "www.fjallvik-boratt.example", pathname: "/", expected: "boratt", matchedBy: "host" },
    { host: "fjallvik-boratt.example", pathname: "/", expected: "boratt", matchedBy: "host" },
    { host: "www.fjallvik-bolig.example", pathname: "/", expected: "no", matchedBy: "host" },
    { host: "fjallvik-bolig.example", pathname: "/finn-din-bolig/", expected: "no", matchedBy: "host" },
    { host: "www.fjallvik-koti.example", pathname: "/", expected: "fi", matchedBy: "host" },
    { host: "fjallvik-koti.example", pathname: "/", expected: "fi", matchedBy: "host" },
    { host: "www.fjallvik-entreprenad.example", pathname: "/", expected: "contractor", matchedBy: "host" },
    { host: "fjallvik-entreprenad.example", pathname: "/om-oss/sok/", expected: "contractor", matchedBy: "host" },
  ])("$host$pathname selects $expected", check);
});

describe("resolveSite normalizes the host", () => {
  it.each<ResolveCase>([
    { host: "WWW.FJALLVIK-BOLIG.EXAMPLE", pathname: "/", expected: "no", matchedBy: "host" },
    { host: "Fjallvik-Koti.Example", pathname: "/", expected: "fi", matchedBy: "host" },
    { host: "www.fjallvik-boratt.example.", pathname: "/", expected: "boratt", matchedBy: "host" },
    { host: "WWW.FJALLVIK-ENTREPRENAD.EXAMPLE.", pathname: "/", expected: "contractor", matchedBy: "host" },
    { host: "www.fjallvik-bolig.example:8443", pathname: "/", expected: "no", matchedBy: "host" },
    { host: "www.fjallvik.example.:443", pathname: "/en/", expected: "se-en", matchedBy: "host" },
    { host: "  www.fjallvik.example  ", pathname: "/", expected: "se", matchedBy: "host" },
  ])("$host selects $expected", check);
});

describe("resolveSite on a developer machine", () => {
  it.each<ResolveCase>([
    { host: "localhost:3000", pathname: "/", expected: "se", matchedBy: "local-port" },
    { host: "localhost:3001", pathname: "/", expected: "senior", matchedBy: "local-port" },
    { host: "localhost:3002", pathname: "/", expected: "boratt", matchedBy: "local-port" },
    { host: "localhost:3003", pathname: "/", expected: "no", matchedBy: "local-port" },
    { host: "localhost:3004", pathname: "/", expected: "fi", matchedBy: "local-port" },
    { host: "localhost:3005", pathname: "/", expected: "contractor", matchedBy: "local-port" },
    { host: "localhost:3000", pathname: "/en/", expected: "se-en", matchedBy: "local-port" },
    { host: "localhost:3000", pathname: "/en", expected: "se-en", matchedBy: "local-port" },
    { host: "localhost:3000", pathname: "/en/search/", expected: "se-en", matchedBy: "local-port" },
    { host: "localhost:3000", pathname: "/english/", expected: "se", matchedBy: "local-port" },
    { host: "localhost:3000", pathname: "/enx", expected: "se", matchedBy: "local-port" },
    { host: "localhost:3001", pathname: "/en/", expected: "senior", matchedBy: "local-port" },
    { host: "127.0.0.1:3003", pathname: "/", expected: "no", matchedBy: "local-port" },
    { host: "[::1]:3004", pathname: "/", expected: "fi", matchedBy: "local-port" },
    { host: "LOCALHOST:3002", pathname: "/", expected: "boratt", matchedBy: "local-port" },
    // The port decides, whichever app answers.
    { host: "localhost:3003", pathname: "/", app: "se", expected: "no", matchedBy: "local-port" },
    // An unknown port falls back to the answering app, or to nothing.
    { host: "localhost:3999", pathname: "/", app: "fi", expected: "fi", matchedBy: "app-default" },
    { host: "localhost", pathname: "/", app: "senior", expected: "senior", matchedBy: "app-default" },
    { host: "localhost:3999", pathname: "/", expected: null },
    { host: "localhost", pathname: "/", expected: null },
  ])("$host$pathname (app $app) selects $expected", check);
});

describe("resolveSite for an unknown host", () => {
  it.each<ResolveCase>([
    { host: "preview-123.example", pathname: "/", app: "fi", expected: "fi", matchedBy: "app-default" },
    { host: "preview-123.example", pathname: "/", app: "contractor", expected: "contractor", matchedBy: "app-default" },
    { host: "preview-123.example", pathname: "/", app: "se", expected: "se", matchedBy: "app-default" },
    { host: "preview-123.example", pathname: "/en/", app: "se", expected: "se-en", matchedBy: "app-default" },
    { host: "preview-123.example", pathname: "/en/", app: "no", expected: "no", matchedBy: "app-default" },
    { host: "preview-123.example", pathname: "/", expected: null },
    { host: "fjallvik.example.evil.example", pathname: "/", expected: null },
  ])("$host$pathname (app $app) selects $expected", check);

  it("a known host wins over the answering app", () => {
    check({ host: "www.fjallvik-bolig.example", pathname: "/", app: "se", expected: "no", matchedBy: "host" });
  });
});

describe("extra hosts from HOUSING_SITE_HOSTS", () => {
  const extraHosts = parseSiteHosts("se=www.a.example,a.example;no=b.example");

  it("parses the site list", () => {
    expect(extraHosts).toEqual({ se: ["www.a.example", "a.example"], no: ["b.example"] });
  });

  it.each<ResolveCase>([
    { host: "www.a.example", pathname: "/", extraHosts, expected: "se", matchedBy: "host" },
    { host: "a.example", pathname: "/en/", extraHosts, expected: "se-en", matchedBy: "host" },
    { host: "b.example", pathname: "/", extraHosts, expected: "no", matchedBy: "host" },
    { host: "B.EXAMPLE.", pathname: "/", extraHosts, expected: "no", matchedBy: "host" },
    { host: "b.example:8080", pathname: "/", app: "se", extraHosts, expected: "no", matchedBy: "host" },
    // The defaults still apply next to the extra hosts.
    { host: "www.fjallvik-koti.example", pathname: "/", extraHosts, expected: "fi", matchedBy: "host" },
    // Without the extra hosts the same host is unknown.
    { host: "b.example", pathname: "/", expected: null },
    { host: "c.example", pathname: "/", extraHosts, expected: null },
  ])("$host$pathname selects $expected", check);

  it.each([
    ["", {}],
    ["fi=c.example;", { fi: ["c.example"] }],
    [
      " se-en = WWW.A.EXAMPLE. , a.example ; contractor=d.example",
      { "se-en": ["www.a.example", "a.example"], contractor: ["d.example"] },
    ],
  ])("parses %j", (value, expected) => {
    expect(parseSiteHosts(value)).toEqual(expected);
  });

  it("throws on an unknown site code, naming it", () => {
    expect(() => parseSiteHosts("se=a.example;xx=c.example")).toThrow(/unknown site "xx"/);
    expect(() => parseSiteHosts("SE=a.example")).toThrow(/unknown site "SE"/);
  });

  it.each(["se:www.a.example", "se=", "=a.example", "se=a.example=b", "se=,"])(
    "throws on the malformed entry %j",
    (value) => {
      expect(() => parseSiteHosts(value)).toThrow(/HOUSING_SITE_HOSTS/);
    },
  );
});

describe("public origins given per site (HOUSING_SITE_ORIGINS)", () => {
  it("parses them and siteOrigin prefers them, in any environment", () => {
    const origins = parseSiteOrigins(" se=https://se.a.localhost:8443/ ; fi=http://localhost:3104");
    expect(origins).toEqual({ se: "https://se.a.localhost:8443", fi: "http://localhost:3104" });
    expect(siteOrigin("se", "production", origins)).toBe("https://se.a.localhost:8443");
    expect(siteOrigin("fi", "local", origins)).toBe("http://localhost:3104");
    // A site without one keeps its default.
    expect(siteOrigin("no", "production", origins)).toBe("https://www.fjallvik-bolig.example");
    expect(parseSiteOrigins("")).toEqual({});
  });

  it.each([
    "se=https://a.example/path",
    "se=ftp://a.example",
    "se=a.example",
    "se",
    "xx=https://a.example",
    "se=https://a=b",
  ])("throws on %j, naming the variable", (value) => {
    expect(() => parseSiteOrigins(value)).toThrow(/HOUSING_SITE_ORIGINS/);
  });
});

describe("sites of an app", () => {
  it.each<[AppName, SiteCode[]]>([
    ["se", ["se", "se-en"]],
    ["senior", ["senior"]],
    ["boratt", ["boratt"]],
    ["no", ["no"]],
    ["fi", ["fi"]],
    ["contractor", ["contractor"]],
  ])("app %s serves %j, main site first", (app, codes) => {
    expect(sitesOfApp(app).map((site) => site.code)).toEqual(codes);
    expect(appDefaultSite(app).code).toBe(codes[0]);
  });
});

describe("readEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("defaults to the local environment with no extra hosts", () => {
    expect(readEnv({})).toEqual({ HOUSING_ENV: "local", HOUSING_SITE_HOSTS: "" });
    expect(readEnv({ HOUSING_ENV: "" }).HOUSING_ENV).toBe("local");
  });

  it.each(ENVIRONMENTS)("accepts HOUSING_ENV=%s", (environment) => {
    expect(readEnv({ HOUSING_ENV: environment }).HOUSING_ENV).toBe(environment);
  });

  it.each([
    ["HOUSING_ENV", "staging"],
    ["HOUSING_ENV", "Production"],
    ["HOUSING_API_URL", "not a url"],
    ["HOUSING_API_HOST_DEV", "localhost:4000"],
    ["HOUSING_API_HOST_TEST", "api.test"],
    ["HOUSING_API_HOST_PRODUCTION", "//api.example"],
  ])("rejects %s=%j, naming the variable", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid site-config environment: .*${name}`));
  });

  it("keeps valid URLs and extra hosts", () => {
    expect(
      readEnv({
        HOUSING_ENV: "test",
        HOUSING_API_URL: "https://api.brand.example",
        HOUSING_SITE_HOSTS: "no=b.example",
        HOUSING_SITE_ORIGINS: "no=https://b.example",
      }),
    ).toEqual({
      HOUSING_ENV: "test",
      HOUSING_API_URL: "https://api.brand.example",
      HOUSING_SITE_HOSTS: "no=b.example",
      HOUSING_SITE_ORIGINS: "no=https://b.example",
    });
  });

  it("reads process.env by default", () => {
    vi.stubEnv("HOUSING_ENV", "preprod");
    vi.stubEnv("HOUSING_API_HOST_TEST", "https://api.preprod.example");
    expect(readEnv()).toMatchObject({ HOUSING_ENV: "preprod", HOUSING_API_HOST_TEST: "https://api.preprod.example" });
  });
});

describe("API hosts (spec section 7)", () => {
  it.each<[Environment, ApiHostKind]>([
    ["local", "dev"],
    ["dev", "dev"],
    ["test", "test"],
    ["preprod", "test"],
    ["production", "production"],
  ])("%s uses the %s API host", (environment, kind) => {
    expect(apiHostKind(environment)).toBe(kind);
  });

  it.each<[string, Record<string, string>, string]>([
    ["local", { HOUSING_ENV: "local" }, `http://localhost:${API_PORT}`],
    ["dev", { HOUSING_ENV: "dev" }, "http://localhost:4000"],
    ["test", { HOUSING_ENV: "test" }, "https://api.test.fjallvik.example"],
    ["preprod", { HOUSING_ENV: "preprod" }, "https://api.test.fjallvik.example"],
    ["production", { HOUSING_ENV: "production" }, "https://api.fjallvik.example"],
    ["unset", {}, "http://localhost:4000"],
    [
      "HOUSING_API_URL overrides every kind",
      {
        HOUSING_ENV: "production",
        HOUSING_API_URL: "https://api.brand.example/v1/",
        HOUSING_API_HOST_PRODUCTION: "https://p.example",
      },
      "https://api.brand.example/v1",
    ],
    ["dev override", { HOUSING_ENV: "local", HOUSING_API_HOST_DEV: "http://127.0.0.1:5000/" }, "http://127.0.0.1:5000"],
    [
      "test override in preprod",
      { HOUSING_ENV: "preprod", HOUSING_API_HOST_TEST: "https://t.example" },
      "https://t.example",
    ],
    [
      "production override",
      { HOUSING_ENV: "production", HOUSING_API_HOST_PRODUCTION: "https://p.example//" },
      "https://p.example",
    ],
    [
      "another kind's override is ignored",
      { HOUSING_ENV: "production", HOUSING_API_HOST_TEST: "https://t.example" },
      "https://api.fjallvik.example",
    ],
    [
      "another kind's override is ignored locally",
      { HOUSING_ENV: "dev", HOUSING_API_HOST_PRODUCTION: "https://p.example" },
      "http://localhost:4000",
    ],
  ])("apiBaseUrl: %s", (_name, source, expected) => {
    expect(apiBaseUrl(readEnv(source))).toBe(expected);
  });
});

describe("dev-only tools", () => {
  it.each<[Environment, boolean, boolean]>([
    // Site switcher and developer BankID form: never in preprod or production (spec section 2).
    // Chat widget: development and local environments only (spec section 1).
    ["local", true, true],
    ["dev", true, true],
    ["test", true, false],
    ["preprod", false, false],
    ["production", false, false],
  ])("%s: dev tools %s, chat widget %s", (environment, devTools, chat) => {
    expect(isDevToolsEnvironment(environment)).toBe(devTools);
    expect(isChatWidgetEnvironment(environment)).toBe(chat);
  });
});

describe("siteOrigin", () => {
  it.each<[SiteCode, string, string]>([
    ["se", "http://localhost:3000", "https://www.fjallvik.example"],
    ["se-en", "http://localhost:3000", "https://www.fjallvik.example"],
    ["senior", "http://localhost:3001", "https://www.fjallvik-seniorgarden.example"],
    ["boratt", "http://localhost:3002", "https://www.fjallvik-boratt.example"],
    ["no", "http://localhost:3003", "https://www.fjallvik-bolig.example"],
    ["fi", "http://localhost:3004", "https://www.fjallvik-koti.example"],
    ["contractor", "http://localhost:3005", "https://www.fjallvik-entreprenad.example"],
  ])("%s: local %s, production %s", (code, local, production) => {
    expect(siteOrigin(code, "local")).toBe(local);
    expect(siteOrigin(code, "production")).toBe(production);
  });

  it.each(
    SITE_CODES.flatMap((code) => (["local", "production"] as const).map((environment) => [code, environment] as const)),
  )("%s's %s origin and start path resolve back to the site", (code, environment) => {
    const { host } = new URL(siteOrigin(code, environment));
    expect(resolveSite({ host, pathname: startPath(sites[code]) })?.site.code).toBe(code);
  });
});

describe("isSiteAddress", () => {
  const url = (value: string) => new URL(value);
  it("takes the site's own hosts over HTTPS, and loopback only in the local environment", () => {
    expect(isSiteAddress("se", url("https://www.fjallvik.example/mina-sidor/"), { local: false })).toBe(true);
    expect(isSiteAddress("se", url("http://www.fjallvik.example/mina-sidor/"), { local: false })).toBe(false);
    expect(isSiteAddress("se", url("https://www.fjallvik-bolig.example/"), { local: false })).toBe(false);
    expect(isSiteAddress("se", url("https://evil.example/mina-sidor/"), { local: true })).toBe(false);
    expect(isSiteAddress("se", url("http://localhost:3000/mina-sidor/"), { local: true })).toBe(true);
    expect(isSiteAddress("se", url("http://127.0.0.1:3000/"), { local: false })).toBe(false);
  });

  it("takes the extra hosts of HOUSING_SITE_HOSTS", () => {
    const extraHosts = parseSiteHosts("se=www.example.se");
    expect(isSiteAddress("se", url("https://www.example.se/"), { extraHosts, local: false })).toBe(true);
    expect(isSiteAddress("no", url("https://www.example.se/"), { extraHosts, local: false })).toBe(false);
  });
});
