import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BANKID_URLS, bankIdConfigFromEnv, DEFAULT_BANKID_TIMEOUT_MS } from "./config";

describe("bankIdConfigFromEnv", () => {
  it("defaults to the local simulator and its certificate files", () => {
    const config = bankIdConfigFromEnv({});
    expect(config.url).toBe(BANKID_URLS.simulator);
    expect(config.timeoutMs).toBe(DEFAULT_BANKID_TIMEOUT_MS);
    expect(config.caFile).toMatch(/apps\/simulators\/\.data\/bankid\/ca\.pem$/);
    expect(config.clientCertificate).toEqual({
      kind: "pem",
      certFile: config.caFile.replace(/ca\.pem$/, "client.pem"),
      keyFile: config.caFile.replace(/ca\.pem$/, "client-key.pem"),
    });
  });

  it("follows the simulators' data directory", () => {
    const config = bankIdConfigFromEnv({ HOUSING_SIMULATORS_DATA_DIR: "/tmp/sims" });
    expect(config.caFile).toBe(join("/tmp/sims", "bankid", "ca.pem"));
  });

  it("BankID's test service with a PKCS#12 file: configuration only", () => {
    const config = bankIdConfigFromEnv({
      HOUSING_BANKID_URL: "https://appapi2.test.bankid.com/rp/v6.0",
      HOUSING_BANKID_PFX: "/secrets/FPTestcert5_20240610.p12",
      HOUSING_BANKID_PASSPHRASE: "qwerty123",
      HOUSING_BANKID_CA: "/secrets/bankid-test-ca.pem",
      HOUSING_BANKID_TIMEOUT_MS: "5000",
    });
    expect(config).toEqual({
      url: "https://appapi2.test.bankid.com/rp/v6.0/",
      clientCertificate: { kind: "pfx", pfxFile: "/secrets/FPTestcert5_20240610.p12", passphrase: "qwerty123" },
      caFile: "/secrets/bankid-test-ca.pem",
      timeoutMs: 5000,
      // The test service's same-device link is the app's own (bankid:///), built by the browser.
      autostartUrl: null,
      simulatorPhoneUrl: null,
    });
  });

  it("production needs every value; nothing defaults to the simulator", () => {
    expect(() => bankIdConfigFromEnv({ HOUSING_ENV: "production" })).toThrow(
      /HOUSING_BANKID_URL must be set in production.*HOUSING_BANKID_PFX.*HOUSING_BANKID_CA must be set/,
    );
    const config = bankIdConfigFromEnv({
      HOUSING_ENV: "production",
      HOUSING_BANKID_URL: BANKID_URLS.production,
      HOUSING_BANKID_CERT: "/secrets/rp.pem",
      HOUSING_BANKID_KEY: "/secrets/rp-key.pem",
      HOUSING_BANKID_CA: "/secrets/bankid-ca.pem",
    });
    expect(config.url).toBe(BANKID_URLS.production);
    expect(config.clientCertificate).toEqual({
      kind: "pem",
      certFile: "/secrets/rp.pem",
      keyFile: "/secrets/rp-key.pem",
    });
  });

  it.each([
    [{ HOUSING_BANKID_URL: "http://127.0.0.1:4301/rp/v6.0/" }, /must be an https URL/],
    [{ HOUSING_BANKID_URL: "not a url" }, /must be an https URL/],
    [{ HOUSING_BANKID_CERT: "/a.pem" }, /go together/],
    [{ HOUSING_BANKID_PFX: "/a.p12", HOUSING_BANKID_KEY: "/a-key.pem" }, /not both/],
    [{ HOUSING_BANKID_TIMEOUT_MS: "soon" }, /milliseconds/],
    [{ HOUSING_BANKID_TIMEOUT_MS: "0" }, /100 to 120000/],
  ])("refuses %j", (env, message) => {
    expect(() => bankIdConfigFromEnv(env)).toThrow(message);
  });
});
