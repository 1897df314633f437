import { describe, expect, it } from "vitest";
import { DEFAULT_FILES_DIR, DEFAULT_PGLITE_DATA_DIR } from "./paths";
import { LOCAL_ADMIN_TOKEN, LOCAL_APP_ORIGINS, readEnv, readTestDatabaseUrl } from "./env";

describe("readEnv", () => {
  it("defaults to port 4000, PGlite in the package's .data folder and the six local app origins", () => {
    const env = readEnv({});
    expect(env).toEqual({
      port: 4000,
      databaseUrl: undefined,
      pgliteDataDir: DEFAULT_PGLITE_DATA_DIR,
      logLevel: "info",
      corsOrigins: LOCAL_APP_ORIGINS,
      auth: { environment: "local", trustedProxies: [], siteHosts: {} },
      smtpUrl: undefined,
      adminToken: LOCAL_ADMIN_TOKEN,
      files: { kind: "disk", dir: DEFAULT_FILES_DIR },
      explorerBasePath: "/residenceexplorer",
      retrieverBasePath: "/retriever",
      chatModel: undefined,
      rateLimits: false,
      loadShedding: { maxWaitMs: 1000, minInFlight: 64, maxInFlight: 2048, maxEventLoopDelayMs: 1000 },
      shutdownGraceMs: 8000,
      providers: env.providers,
    });
    expect(typeof env.providers.bankId).toBe("function");
    expect(typeof env.providers.eid).toBe("function");
    expect(LOCAL_APP_ORIGINS).toEqual([3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`));
    expect(DEFAULT_PGLITE_DATA_DIR).toMatch(/apps\/api\/\.data\/pglite$/);
    expect(DEFAULT_FILES_DIR).toMatch(/apps\/api\/\.data\/files$/);
  });

  it("reads the request limits, load shedding and the shutdown grace, and refuses values out of range", () => {
    const env = readEnv({
      HOUSING_RATE_LIMITS: "off",
      HOUSING_SHED_MAX_WAIT_MS: "2000",
      HOUSING_SHED_MIN_IN_FLIGHT: "10",
      HOUSING_SHUTDOWN_GRACE_MS: "0",
    });
    expect(env.rateLimits).toBe(false);
    expect(env.loadShedding).toMatchObject({ maxWaitMs: 2000, minInFlight: 10, maxInFlight: 2048 });
    expect(env.shutdownGraceMs).toBe(0);
    expect(readEnv({ HOUSING_LOAD_SHEDDING: "off" }).loadShedding).toBe(false);
    // On by default outside `local`, where every user of the machine is one address.
    expect(readEnv({ HOUSING_ENV: "production" }).rateLimits).toBe(true);
    expect(readEnv({ HOUSING_ENV: "dev" }).rateLimits).toBe(true);
    expect(readEnv({ HOUSING_RATE_LIMITS: "on" }).rateLimits).toBe(true);
    expect(() => readEnv({ HOUSING_SHED_MAX_WAIT_MS: "5" })).toThrow(/HOUSING_SHED_MAX_WAIT_MS/);
    expect(() => readEnv({ HOUSING_RATE_LIMITS: "no" })).toThrow(/HOUSING_RATE_LIMITS/);
  });

  it("takes the residence explorer's base path from HOUSING_EXPLORER_BASE_PATH, a path without a trailing slash", () => {
    expect(readEnv({ HOUSING_EXPLORER_BASE_PATH: "/explorer/v2" }).explorerBasePath).toBe("/explorer/v2");
    expect(() => readEnv({ HOUSING_EXPLORER_BASE_PATH: "/explorer/" })).toThrow(/HOUSING_EXPLORER_BASE_PATH/);
    expect(() => readEnv({ HOUSING_EXPLORER_BASE_PATH: "explorer" })).toThrow(/HOUSING_EXPLORER_BASE_PATH/);
  });

  it("takes the chat's base path from HOUSING_RETRIEVER_BASE_PATH and its model from AI_CHAT_*, all three or none", () => {
    expect(readEnv({ HOUSING_RETRIEVER_BASE_PATH: "/ai/v2" }).retrieverBasePath).toBe("/ai/v2");
    expect(() => readEnv({ HOUSING_RETRIEVER_BASE_PATH: "/retriever/" })).toThrow(/HOUSING_RETRIEVER_BASE_PATH/);
    const model = {
      AI_CHAT_URL: "https://models.example/v1/chat/completions",
      AI_CHAT_API_KEY: "key-1",
      AI_CHAT_MODEL: "small-1",
    };
    expect(readEnv(model).chatModel).toEqual({
      url: model.AI_CHAT_URL,
      apiKey: "key-1",
      model: "small-1",
      timeoutMs: 20_000,
    });
    expect(readEnv({ ...model, AI_CHAT_TIMEOUT_MS: "5000" }).chatModel?.timeoutMs).toBe(5000);
    expect(() => readEnv({ AI_CHAT_URL: model.AI_CHAT_URL })).toThrow(/AI_CHAT_API_KEY, AI_CHAT_MODEL/);
    expect(() => readEnv({ ...model, AI_CHAT_URL: "ftp://models.example" })).toThrow(/AI_CHAT_URL/);
  });

  it("has the catalogue admin secret's local default only in local and dev", () => {
    const secret = "a-long-enough-admin-secret-1234";
    expect(readEnv({ HOUSING_ENV: "dev" }).adminToken).toBe(LOCAL_ADMIN_TOKEN);
    for (const environment of ["test", "preprod", "production"]) {
      expect(readEnv({ HOUSING_ENV: environment }).adminToken).toBeUndefined();
      expect(readEnv({ HOUSING_ENV: environment, HOUSING_ADMIN_TOKEN: secret }).adminToken).toBe(secret);
      expect(() => readEnv({ HOUSING_ENV: environment, HOUSING_ADMIN_TOKEN: LOCAL_ADMIN_TOKEN })).toThrow(
        /HOUSING_ADMIN_TOKEN/,
      );
    }
    expect(() => readEnv({ HOUSING_ADMIN_TOKEN: "short" })).toThrow(/HOUSING_ADMIN_TOKEN/);
  });

  it("reads overrides and adds extra CORS origins", () => {
    const env = readEnv({
      PORT: "4100",
      DATABASE_URL: "postgres://app@db.internal:5432/housing",
      PGLITE_DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      HOUSING_CORS_ORIGINS: "https://www.fjallvik.example, https://preview.fjallvik.example/",
    });
    expect(env.port).toBe(4100);
    expect(env.databaseUrl).toBe("postgres://app@db.internal:5432/housing");
    expect(env.logLevel).toBe("warn");
    expect(env.corsOrigins).toEqual([
      ...LOCAL_APP_ORIGINS,
      "https://www.fjallvik.example",
      "https://preview.fjallvik.example",
    ]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/housing"],
    ["LOG_LEVEL", "verbose"],
    ["HOUSING_CORS_ORIGINS", "https://ok.example,https://bad.example/path"],
    ["HOUSING_ENV", "staging"],
    ["HOUSING_TRUSTED_PROXIES", "10.0.0.1,proxy.internal"],
    ["SMTP_URL", "http://mail.example"],
    ["HOUSING_SIGNING_KEY_MAX_AGE_DAYS", "0"],
  ])("fails loudly on a bad %s", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(name);
  });

  it("reads the account settings", () => {
    const env = readEnv({
      HOUSING_ENV: "production",
      HOUSING_TRUSTED_PROXIES: "10.0.0.1, ::1",
      SMTP_URL: "smtp://user:secret@mail.internal:587",
      HOUSING_ACCOUNT_LINK_ORIGIN: "https://www.fjallvik.example",
      HOUSING_SIGNING_KEY_MAX_AGE_DAYS: "7",
      HOUSING_SITE_HOSTS: "se=www.example.se,example.se",
    });
    expect(env.auth).toEqual({
      environment: "production",
      trustedProxies: ["10.0.0.1", "::1"],
      siteHosts: { se: ["www.example.se", "example.se"] },
      linkOrigin: "https://www.fjallvik.example",
      signingKeyMaxAgeSeconds: 7 * 24 * 60 * 60,
    });
    expect(env.smtpUrl).toBe("smtp://user:secret@mail.internal:587");
  });

  it("refuses a malformed HOUSING_SITE_HOSTS, naming it", () => {
    expect(() => readEnv({ HOUSING_SITE_HOSTS: "xx=www.example.se" })).toThrow(/HOUSING_SITE_HOSTS/);
  });

  it("reads the optional test database URL", () => {
    expect(readTestDatabaseUrl({})).toBeUndefined();
    expect(readTestDatabaseUrl({ TEST_DATABASE_URL: "postgres://postgres@localhost:55432/postgres" })).toBe(
      "postgres://postgres@localhost:55432/postgres",
    );
  });
});
