import { join } from "node:path";
import * as v from "valibot";
import { EXPLICIT_ENVIRONMENTS, simulatorsDataDir } from "../simulator-files";

/** The Commerce API on the local simulator (apps/simulators), Swish's test service (MSS) and production. */
export const SWISH_URLS = {
  simulator: "https://127.0.0.1:4304/swish-cpcapi/",
  test: "https://mss.cpc.getswish.net/swish-cpcapi/",
  production: "https://cpc.getswish.net/swish-cpcapi/",
} as const;

/** The MSS's test merchant number; the production number comes with the merchant's Swish agreement. */
export const SWISH_TEST_PAYEE_ALIAS = "1231181189";
export const DEFAULT_SWISH_TIMEOUT_MS = 10_000;
/** Where Swish POSTs a request's end, on a developer's API (the simulator also accepts loopback over HTTP). */
export const LOCAL_SWISH_CALLBACK_URL = "http://127.0.0.1:4000/payments/swish/callback";

export type SwishClientCertificate =
  { kind: "pem"; certFile: string; keyFile: string } | { kind: "pfx"; pfxFile: string; passphrase: string };

export interface SwishConfig {
  /** The Commerce API's base URL, ending in `/swish-cpcapi/`. */
  url: string;
  clientCertificate: SwishClientCertificate;
  /** The CA that signs Swish's server certificate (the simulator's own CA locally). */
  caFile: string;
  /** The merchant's Swish number (`payeeAlias`). */
  payeeAlias: string;
  /** This API's callback endpoint as Swish reaches it. */
  callbackUrl: string;
  timeoutMs: number;
}

type Source = Record<string, string | undefined>;

const HttpsUrlSchema = (name: string) =>
  v.pipe(
    v.string(),
    v.check((value) => URL.canParse(value) && new URL(value).protocol === "https:", `${name} must be an https URL`),
  );

const CallbackUrlSchema = v.pipe(
  v.string(),
  v.check((value) => URL.canParse(value), "HOUSING_SWISH_CALLBACK_URL must be a URL"),
);

/**
 * The Swish client's configuration from the environment:
 *
 * - `HOUSING_SWISH_URL`: the Commerce API (default: the local simulator; production
 *   `https://cpc.getswish.net/swish-cpcapi/`, test `https://mss.cpc.getswish.net/swish-cpcapi/`).
 * - `HOUSING_SWISH_CERT` + `HOUSING_SWISH_KEY` (PEM), or `HOUSING_SWISH_PFX` + `HOUSING_SWISH_PASSPHRASE`:
 *   the merchant's client certificate (default: the simulator's under `HOUSING_SIMULATORS_DATA_DIR/swish/`).
 * - `HOUSING_SWISH_CA`: the CA of Swish's server certificate (default: the simulator's `ca.pem`).
 * - `HOUSING_SWISH_PAYEE_ALIAS`: the merchant's Swish number (default: the MSS test number 1231181189).
 * - `HOUSING_SWISH_CALLBACK_URL`: this API's `/payments/swish/callback` as Swish reaches it (HTTPS in
 *   production; default `http://127.0.0.1:4000/payments/swish/callback` for the simulator).
 * - `HOUSING_SWISH_TIMEOUT_MS`: per call (default 10000).
 *
 * With `HOUSING_ENV` `preprod` or `production` nothing defaults: every value must be set.
 */
export function swishConfigFromEnv(env: Source): SwishConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const environment = value("HOUSING_ENV")?.toLowerCase() ?? "";
  const explicit = EXPLICIT_ENVIRONMENTS.includes(environment);
  const problems: string[] = [];
  const simulatorFiles = join(value("HOUSING_SIMULATORS_DATA_DIR") ?? simulatorsDataDir(), "swish");
  const required = (name: string, fallback: string): string => {
    const given = value(name);
    if (given) return given;
    if (explicit) problems.push(`${name} must be set in ${environment}`);
    return fallback;
  };

  const url = required("HOUSING_SWISH_URL", SWISH_URLS.simulator);
  const urlResult = v.safeParse(HttpsUrlSchema("HOUSING_SWISH_URL"), url);
  if (!urlResult.success) problems.push(urlResult.issues[0].message);

  const pfx = value("HOUSING_SWISH_PFX");
  const cert = value("HOUSING_SWISH_CERT");
  const key = value("HOUSING_SWISH_KEY");
  let clientCertificate: SwishClientCertificate;
  if (pfx) {
    clientCertificate = { kind: "pfx", pfxFile: pfx, passphrase: env.HOUSING_SWISH_PASSPHRASE ?? "" };
  } else if (cert || key) {
    if (!cert || !key) problems.push("HOUSING_SWISH_CERT and HOUSING_SWISH_KEY go together");
    clientCertificate = { kind: "pem", certFile: cert ?? "", keyFile: key ?? "" };
  } else {
    if (explicit)
      problems.push(`HOUSING_SWISH_PFX (or HOUSING_SWISH_CERT and HOUSING_SWISH_KEY) must be set in ${environment}`);
    clientCertificate = {
      kind: "pem",
      certFile: join(simulatorFiles, "client.pem"),
      keyFile: join(simulatorFiles, "client-key.pem"),
    };
  }
  const caFile = required("HOUSING_SWISH_CA", join(simulatorFiles, "ca.pem"));
  const payeeAlias = required("HOUSING_SWISH_PAYEE_ALIAS", SWISH_TEST_PAYEE_ALIAS);
  if (!/^\d{10}$/.test(payeeAlias)) problems.push("HOUSING_SWISH_PAYEE_ALIAS must be a Swish number of 10 digits");
  const callbackUrl = required("HOUSING_SWISH_CALLBACK_URL", LOCAL_SWISH_CALLBACK_URL);
  const callbackResult = v.safeParse(
    explicit ? HttpsUrlSchema("HOUSING_SWISH_CALLBACK_URL") : CallbackUrlSchema,
    callbackUrl,
  );
  if (!callbackResult.success) problems.push(callbackResult.issues[0].message);
  const timeout = value("HOUSING_SWISH_TIMEOUT_MS");
  if (timeout !== undefined && (!/^\d+$/.test(timeout) || Number(timeout) < 100 || Number(timeout) > 120_000))
    problems.push("HOUSING_SWISH_TIMEOUT_MS must be 100 to 120000 milliseconds");

  if (problems.length > 0) throw new Error(`Invalid Swish configuration: ${problems.join("; ")}`);
  return {
    url: url.endsWith("/") ? url : `${url}/`,
    clientCertificate,
    caFile,
    payeeAlias,
    callbackUrl,
    timeoutMs: timeout ? Number(timeout) : DEFAULT_SWISH_TIMEOUT_MS,
  };
}
