import { readProviderEnv, withSlash } from "../env-config";

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
  const read = readProviderEnv(env, "Svea");
  const url = read.url("HOUSING_SVEA_URL", SVEA_URLS.simulator);
  const merchantId = read.required("HOUSING_SVEA_MERCHANT_ID", SVEA_LOCAL_MERCHANT_ID);
  if (!/^\d{1,12}$/.test(merchantId))
    read.problem("HOUSING_SVEA_MERCHANT_ID must be Svea's numeric checkout merchant id");
  const secret = read.required("HOUSING_SVEA_SECRET", SVEA_LOCAL_SECRET);
  if (read.explicit && secret === SVEA_LOCAL_SECRET)
    read.problem(`HOUSING_SVEA_SECRET is the simulator's secret, never used in ${read.environment}`);
  const pushUrl = read.url("HOUSING_SVEA_PUSH_URL", LOCAL_SVEA_PUSH_URL);
  if (URL.canParse(pushUrl) && new URL(pushUrl).search)
    read.problem("HOUSING_SVEA_PUSH_URL must have no query (the order id is added)");
  const timeoutMs = read.timeout("HOUSING_SVEA_TIMEOUT_MS", DEFAULT_SVEA_TIMEOUT_MS);
  read.done();
  return { url: withSlash(url), merchantId, secret, pushUrl, timeoutMs };
}
