import { EXPLICIT_ENVIRONMENTS } from "../simulator-files";

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

const isUrl = (value: string, protocols: string[]) =>
  URL.canParse(value) && protocols.includes(new URL(value).protocol);

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
  const protocols = explicit ? ["https:"] : ["https:", "http:"];

  const url = required("HOUSING_CARD_URL", CARD_SIMULATOR_URL);
  if (!isUrl(url, protocols)) problems.push(`HOUSING_CARD_URL must be an ${explicit ? "https " : ""}URL`);
  const secret = required("HOUSING_CARD_SECRET", LOCAL_CARD_SECRET);
  if (explicit && (secret === LOCAL_CARD_SECRET || secret.length < 32))
    problems.push(`HOUSING_CARD_SECRET must be the provider's secret (32 characters or more) in ${environment}`);
  const returnUrl = required("HOUSING_CARD_RETURN_URL", LOCAL_CARD_RETURN_URL);
  if (!isUrl(returnUrl, protocols)) problems.push(`HOUSING_CARD_RETURN_URL must be an ${explicit ? "https " : ""}URL`);
  const timeout = value("HOUSING_CARD_TIMEOUT_MS");
  if (timeout !== undefined && (!/^\d+$/.test(timeout) || Number(timeout) < 100 || Number(timeout) > 120_000))
    problems.push("HOUSING_CARD_TIMEOUT_MS must be 100 to 120000 milliseconds");

  if (problems.length > 0) throw new Error(`Invalid card configuration: ${problems.join("; ")}`);
  return {
    url: url.endsWith("/") ? url : `${url}/`,
    secret,
    returnUrl,
    timeoutMs: timeout ? Number(timeout) : DEFAULT_CARD_TIMEOUT_MS,
  };
}
