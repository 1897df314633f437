import { readProviderEnv, withSlash } from "../env-config";

/** The card provider's merchant API on the local simulator (apps/simulators, port 4306). */
export const CARD_SIMULATOR_URL = "http://127.0.0.1:4306/";
/** The simulator's shared secret; never accepted in preprod or production. */
export const LOCAL_CARD_SECRET = "housing-local-card-secret";
export const DEFAULT_CARD_TIMEOUT_MS = 10_000;
/** Where the hosted page sends the payer back, on a developer's API. */
export const LOCAL_CARD_RETURN_URL = "http://127.0.0.1:4000/payments/card/return";

export interface CardConfig {
  /** The merchant API's base URL, ending in `/`. */
  url: string;
  /** The shared secret that signs our calls and the provider's returns (HMAC-SHA256). */
  secret: string;
  /** This API's `/payments/card/return` as the payer's browser reaches it. */
  returnUrl: string;
  timeoutMs: number;
}

type Source = Record<string, string | undefined>;

/**
 * The card client's configuration from the environment:
 *
 * - `HOUSING_CARD_URL`: the provider's merchant API (default the local simulator `http://127.0.0.1:4306/`).
 * - `HOUSING_CARD_SECRET`: the merchant's shared secret (default the simulator's local secret).
 * - `HOUSING_CARD_RETURN_URL`: this API's `/payments/card/return` as the payer's browser reaches it
 *   (default `http://127.0.0.1:4000/payments/card/return`).
 * - `HOUSING_CARD_TIMEOUT_MS`: per call (default 10000).
 *
 * With `HOUSING_ENV` `preprod` or `production` nothing defaults, the URLs must be HTTPS and the
 * local secret is refused.
 */
export function cardConfigFromEnv(env: Source): CardConfig {
  const read = readProviderEnv(env, "card");
  const url = read.url("HOUSING_CARD_URL", CARD_SIMULATOR_URL);
  const secret = read.required("HOUSING_CARD_SECRET", LOCAL_CARD_SECRET);
  if (read.explicit && (secret === LOCAL_CARD_SECRET || secret.length < 32))
    read.problem(`HOUSING_CARD_SECRET must be the provider's secret (32 characters or more) in ${read.environment}`);
  const returnUrl = read.url("HOUSING_CARD_RETURN_URL", LOCAL_CARD_RETURN_URL);
  const timeoutMs = read.timeout("HOUSING_CARD_TIMEOUT_MS", DEFAULT_CARD_TIMEOUT_MS);
  read.done();
  return { url: withSlash(url), secret, returnUrl, timeoutMs };
}
