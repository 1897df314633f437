import { join } from "node:path";
import { readProviderEnv, withSlash, type ClientCertificate } from "../env-config";

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

export type SwishClientCertificate = ClientCertificate;

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
  const read = readProviderEnv(env, "Swish");
  const simulatorFiles = read.simulatorFiles("swish");
  // Swish speaks only HTTPS, the simulator too; only the callback may be plain HTTP on loopback.
  const url = read.url("HOUSING_SWISH_URL", SWISH_URLS.simulator, { httpsOnly: true });
  const clientCertificate = read.clientCertificate("HOUSING_SWISH", simulatorFiles);
  const caFile = read.required("HOUSING_SWISH_CA", join(simulatorFiles, "ca.pem"));
  const payeeAlias = read.required("HOUSING_SWISH_PAYEE_ALIAS", SWISH_TEST_PAYEE_ALIAS);
  if (!/^\d{10}$/.test(payeeAlias)) read.problem("HOUSING_SWISH_PAYEE_ALIAS must be a Swish number of 10 digits");
  const callbackUrl = read.url("HOUSING_SWISH_CALLBACK_URL", LOCAL_SWISH_CALLBACK_URL);
  const timeoutMs = read.timeout("HOUSING_SWISH_TIMEOUT_MS", DEFAULT_SWISH_TIMEOUT_MS);
  read.done();
  return { url: withSlash(url), clientCertificate, caFile, payeeAlias, callbackUrl, timeoutMs };
}
