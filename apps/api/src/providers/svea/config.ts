import * as v from "valibot";
import { EXPLICIT_ENVIRONMENTS } from "../simulator-files";

/** The Checkout API on the local simulator (apps/simulators), Svea's stage and production. */
export const SVEA_URLS = {
  simulator: "http://127.0.0.1:4307/",
  stage: "https://checkoutapistage.svea.com/",
  production: "https://checkoutapi.svea.com/",
} as const;

/** The merchant the local simulator accepts (its HOUSING_SVEA_SIM_* defaults); never accepted in preprod or production. */
export const SVEA_LOCAL_MERCHANT_ID = "100001";
export const SVEA_LOCAL_SECRET = "housing-local-svea-secret";
export const DEFAULT_SVEA_TIMEOUT_MS = 10_000;
/** Where Svea pushes an order's change, on a developer's API. */
export const LOCAL_SVEA_PUSH_URL = "http://127.0.0.1:4000/payments/svea/push";

export interface SveaConfig {
  /** The Checkout API's base URL, ending in `/`. */
  url: string;
  merchantId: string;
  /** The merchant's shared secret: signs every call, never sent. */
  secret: string;
  /** This API's `/payments/svea/push` as Svea reaches it; the order id is added as `?orderId=`. */
  pushUrl: string;
  timeoutMs: number;
}

type Source = Record<string, string | undefined>;

const UrlSchema = (name: string, https: boolean) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => URL.canParse(value) && (https ? ["https:"] : ["http:", "https:"]).includes(new URL(value).protocol),
      `${name} must be ${https ? "an https" : "an http(s)"} URL`,
    ),
  );

/**
 * The Svea client's configuration from the environment:
 *
 * - `HOUSING_SVEA_URL`: the Checkout API (default the local simulator `http://127.0.0.1:4307/`;
 *   stage `https://checkoutapistage.svea.com/`, production `https://checkoutapi.svea.com/`).
 * - `HOUSING_SVEA_MERCHANT_ID` and `HOUSING_SVEA_SECRET`: the merchant's checkout id and secret
 *   (default the simulator's merchant).
 * - `HOUSING_SVEA_PUSH_URL`: this API's `/payments/svea/push` as Svea reaches it (HTTPS in
 *   production; default `http://127.0.0.1:4000/payments/svea/push`).
 * - `HOUSING_SVEA_TIMEOUT_MS`: per call (default 10000).
 *
 * With `HOUSING_ENV` `preprod` or `production` nothing defaults, every URL is HTTPS and the local
 * secret is refused.
 */
export function sveaConfigFromEnv(env: Source): SveaConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const environment = value("HOUSING_ENV")?.toLowerCase() ?? "";
  const explicit = EXPLICIT_ENVIRONMENTS.includes(environment);
  const problems: string[] = [];
  const required = (name: string, fallback: string): string => {
    const given = value(name);
    if (given) return given;
    if (explicit) problems.push(`${name} must be set in ${environment}`);
    return fallback;
  };
  const url = required("HOUSING_SVEA_URL", SVEA_URLS.simulator);
  const urlResult = v.safeParse(UrlSchema("HOUSING_SVEA_URL", explicit), url);
  if (!urlResult.success) problems.push(urlResult.issues[0].message);
  const merchantId = required("HOUSING_SVEA_MERCHANT_ID", SVEA_LOCAL_MERCHANT_ID);
  if (!/^\d{1,12}$/.test(merchantId))
    problems.push("HOUSING_SVEA_MERCHANT_ID must be Svea's numeric checkout merchant id");
  const secret = required("HOUSING_SVEA_SECRET", SVEA_LOCAL_SECRET);
  if (explicit && secret === SVEA_LOCAL_SECRET)
    problems.push(`HOUSING_SVEA_SECRET is the simulator's secret, never used in ${environment}`);
  const pushUrl = required("HOUSING_SVEA_PUSH_URL", LOCAL_SVEA_PUSH_URL);
  const pushResult = v.safeParse(UrlSchema("HOUSING_SVEA_PUSH_URL", explicit), pushUrl);
  if (!pushResult.success) problems.push(pushResult.issues[0].message);
  else if (new URL(pushUrl).search) problems.push("HOUSING_SVEA_PUSH_URL must have no query (the order id is added)");
  const timeout = value("HOUSING_SVEA_TIMEOUT_MS");
  if (timeout !== undefined && (!/^\d+$/.test(timeout) || Number(timeout) < 100 || Number(timeout) > 120_000))
    problems.push("HOUSING_SVEA_TIMEOUT_MS must be 100 to 120000 milliseconds");

  if (problems.length > 0) throw new Error(`Invalid Svea configuration: ${problems.join("; ")}`);
  return {
    url: url.endsWith("/") ? url : `${url}/`,
    merchantId,
    secret,
    pushUrl,
    timeoutMs: timeout ? Number(timeout) : DEFAULT_SVEA_TIMEOUT_MS,
  };
}
