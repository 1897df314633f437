import { join } from "node:path";
import * as v from "valibot";
import { EXPLICIT_ENVIRONMENTS, simulatorsDataDir } from "../simulator-files";

/** The RP API on the local simulator (apps/simulators), BankID's test service and production. */
export const BANKID_URLS = {
  simulator: "https://127.0.0.1:4301/rp/v6.0/",
  test: "https://appapi2.test.bankid.com/rp/v6.0/",
  production: "https://appapi2.bankid.com/rp/v6.0/",
} as const;

export const DEFAULT_BANKID_TIMEOUT_MS = 10_000;

/** The relying party's client certificate: PEM files, or one PKCS#12 file with its passphrase. */
export type BankIdClientCertificate =
  { kind: "pem"; certFile: string; keyFile: string } | { kind: "pfx"; pfxFile: string; passphrase: string };

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

const UrlSchema = v.pipe(
  v.string(),
  v.url("HOUSING_BANKID_URL must be a URL"),
  v.check(
    (value) => URL.canParse(value) && new URL(value).protocol === "https:",
    "HOUSING_BANKID_URL must be https (mutual TLS)",
  ),
  v.transform((value) => (value.endsWith("/") ? value : `${value}/`)),
);

const TimeoutSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, "HOUSING_BANKID_TIMEOUT_MS must be a number of milliseconds"),
  v.transform(Number),
  v.minValue(100, "HOUSING_BANKID_TIMEOUT_MS must be at least 100"),
  v.maxValue(120_000, "HOUSING_BANKID_TIMEOUT_MS must be at most 120000"),
);

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
  const value = (name: string) => env[name]?.trim() || undefined;
  const explicit = EXPLICIT_ENVIRONMENTS.includes(value("HOUSING_ENV")?.toLowerCase() ?? "");
  const problems: string[] = [];
  const simulatorFiles = join(value("HOUSING_SIMULATORS_DATA_DIR") ?? simulatorsDataDir(), "bankid");

  const required = (name: string, fallback: string): string => {
    const given = value(name);
    if (given) return given;
    if (explicit) problems.push(`${name} must be set in ${value("HOUSING_ENV")}`);
    return fallback;
  };

  const urlResult = v.safeParse(UrlSchema, required("HOUSING_BANKID_URL", BANKID_URLS.simulator));
  if (!urlResult.success) problems.push(urlResult.issues[0].message);

  const cert = value("HOUSING_BANKID_CERT");
  const key = value("HOUSING_BANKID_KEY");
  const pfx = value("HOUSING_BANKID_PFX");
  let clientCertificate: BankIdClientCertificate;
  if (pfx) {
    if (cert || key)
      problems.push(
        "Give the client certificate either as HOUSING_BANKID_PFX or as HOUSING_BANKID_CERT and HOUSING_BANKID_KEY, not both",
      );
    clientCertificate = { kind: "pfx", pfxFile: pfx, passphrase: env.HOUSING_BANKID_PASSPHRASE ?? "" };
  } else if (cert || key) {
    if (!cert || !key) problems.push("HOUSING_BANKID_CERT and HOUSING_BANKID_KEY go together");
    clientCertificate = { kind: "pem", certFile: cert ?? "", keyFile: key ?? "" };
  } else {
    if (explicit)
      problems.push(
        `HOUSING_BANKID_PFX (or HOUSING_BANKID_CERT and HOUSING_BANKID_KEY) must be set in ${value("HOUSING_ENV")}`,
      );
    clientCertificate = {
      kind: "pem",
      certFile: join(simulatorFiles, "client.pem"),
      keyFile: join(simulatorFiles, "client-key.pem"),
    };
  }

  const caFile = required("HOUSING_BANKID_CA", join(simulatorFiles, "ca.pem"));

  const timeout = value("HOUSING_BANKID_TIMEOUT_MS");
  const timeoutResult = timeout === undefined ? undefined : v.safeParse(TimeoutSchema, timeout);
  if (timeoutResult && !timeoutResult.success) problems.push(timeoutResult.issues[0].message);

  if (problems.length > 0 || !urlResult.success)
    throw new Error(`Invalid BankID configuration: ${problems.join("; ")}`);
  const autostart = value("HOUSING_BANKID_AUTOSTART_URL");
  if (autostart && !autostart.includes("{token}")) problems.push("HOUSING_BANKID_AUTOSTART_URL must hold {token}");
  if (problems.length > 0) throw new Error(`Invalid BankID configuration: ${problems.join("; ")}`);
  const autostartUrl = autostart ?? (urlResult.output === BANKID_URLS.simulator ? SIMULATOR_AUTOSTART_URL : null);
  return {
    url: urlResult.output,
    clientCertificate,
    caFile,
    timeoutMs: timeoutResult?.success ? timeoutResult.output : DEFAULT_BANKID_TIMEOUT_MS,
    autostartUrl,
    simulatorPhoneUrl:
      value("HOUSING_BANKID_SIMULATOR_PHONE_URL") ??
      (urlResult.output === BANKID_URLS.simulator
        ? `${new URL((autostartUrl ?? SIMULATOR_AUTOSTART_URL).replace("{token}", "x")).origin}/`
        : null),
  };
}
