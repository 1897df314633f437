import { join } from "node:path";
import { readProviderEnv, withSlash, type ClientCertificate } from "../env-config";

/** The RP API on the local simulator (apps/simulators), BankID's test service and production. */
export const BANKID_URLS = {
  simulator: "https://127.0.0.1:4301/rp/v6.0/",
  test: "https://appapi2.test.bankid.com/rp/v6.0/",
  production: "https://appapi2.bankid.com/rp/v6.0/",
} as const;

export const DEFAULT_BANKID_TIMEOUT_MS = 10_000;

/** The relying party's client certificate: PEM files, or one PKCS#12 file with its passphrase. */
export type BankIdClientCertificate = ClientCertificate;

export interface BankIdConfig {
  /** The RP API's base URL, ending in `/` (`.../rp/v6.0/`). */
  url: string;
  clientCertificate: BankIdClientCertificate;
  /** The CA that signs BankID's server certificate (the simulator's own CA locally). */
  caFile: string;
  /** How long one call may take before it fails with `clientTimeout`. */
  timeoutMs: number;
  /**
   * Where the same-device link points, with `{token}` for the autostart token: the local
   * simulator's phone page by default (no BankID app on a developer's machine), the app's own
   * `bankid:///` link (autostart.ts) when the RP API is the test or production service.
   */
  autostartUrl: string | null;
  /**
   * The simulator's phone server (`http://127.0.0.1:4302/`) when the RP API is the local
   * simulator: the developer-only BankID form approves orders there. Null for BankID's services.
   */
  simulatorPhoneUrl: string | null;
}

/** The simulator's phone page: the same-device link of the local environment. */
export const SIMULATOR_AUTOSTART_URL = "http://127.0.0.1:4302/?autostarttoken={token}";

type Source = Record<string, string | undefined>;

/**
 * The BankID client's configuration from the environment:
 *
 * - `HOUSING_BANKID_URL`: the RP API (default: the local simulator, `https://127.0.0.1:4301/rp/v6.0/`).
 * - `HOUSING_BANKID_CERT` + `HOUSING_BANKID_KEY` (PEM files), or `HOUSING_BANKID_PFX` +
 *   `HOUSING_BANKID_PASSPHRASE` (PKCS#12): the relying party's client certificate
 *   (default: the simulator's `client.pem` / `client-key.pem`).
 * - `HOUSING_BANKID_CA`: the CA that signs the server (default: the simulator's `ca.pem`).
 * - `HOUSING_BANKID_TIMEOUT_MS`: per call (default 10000).
 * - `HOUSING_BANKID_SIMULATOR_PHONE_URL`: the simulator's phone server, for the developer-only
 *   BankID form (default: `http://127.0.0.1:4302/` when the RP API is the local simulator; the
 *   form's routes are never mounted in preprod or production).
 *
 * The defaults are the files the simulator writes into `HOUSING_SIMULATORS_DATA_DIR/bankid/`
 * (`apps/simulators/.data/bankid/`), so a local start needs no variables. With `HOUSING_ENV`
 * `preprod` or `production` nothing defaults: the URL, the certificate and the CA must be set.
 */
export function bankIdConfigFromEnv(env: Source): BankIdConfig {
  const read = readProviderEnv(env, "BankID");
  const simulatorFiles = read.simulatorFiles("bankid");
  // Mutual TLS: the simulator speaks HTTPS too.
  const url = withSlash(read.url("HOUSING_BANKID_URL", BANKID_URLS.simulator, { httpsOnly: true }));
  const clientCertificate = read.clientCertificate("HOUSING_BANKID", simulatorFiles);
  const caFile = read.required("HOUSING_BANKID_CA", join(simulatorFiles, "ca.pem"));
  const timeoutMs = read.timeout("HOUSING_BANKID_TIMEOUT_MS", DEFAULT_BANKID_TIMEOUT_MS);
  const autostart = read.value("HOUSING_BANKID_AUTOSTART_URL");
  if (autostart && !autostart.includes("{token}")) read.problem("HOUSING_BANKID_AUTOSTART_URL must hold {token}");
  read.done();
  const autostartUrl = autostart ?? (url === BANKID_URLS.simulator ? SIMULATOR_AUTOSTART_URL : null);
  return {
    url,
    clientCertificate,
    caFile,
    timeoutMs,
    autostartUrl,
    simulatorPhoneUrl:
      read.value("HOUSING_BANKID_SIMULATOR_PHONE_URL") ??
      (url === BANKID_URLS.simulator
        ? `${new URL((autostartUrl ?? SIMULATOR_AUTOSTART_URL).replace("{token}", "x")).origin}/`
        : null),
  };
}
