import { SITE_CODES, documentViewPath, eidentReturnPath, getSite, routePath, siteOrigin } from "@housing/site-config";
import { readFileSync } from "node:fs";
import type { JsonWebKey } from "node:crypto";
import type { EnvSource } from "../env";

/** How the registered client authenticates at the token endpoint. */
export type ClientAuth =
  { method: "private_key_jwt"; jwks: { keys: JsonWebKey[] } } | { method: "client_secret_post"; secret: string };

export interface EidClientRegistration {
  clientId: string;
  redirectUris: string[];
  auth: ClientAuth;
}

export interface EidSimulatorConfig {
  /** The issuer identifier; undefined: `http://<host>:<port>/auth/open` once the port is known. */
  issuer: string | undefined;
  client: EidClientRegistration;
  /** Put the user claims in the ID token as well as in userinfo (the broker's "Id Token User Data: All"). */
  idTokenUserData: boolean;
}

export const DEFAULT_EID_PORT = 4303;
export const ISSUER_PATH = "/auth/open";
export const DEFAULT_CLIENT_ID = "housing-local";
/** Only for the local client_secret_post fallback; the broker issues real secrets. */
export const DEFAULT_CLIENT_SECRET = "housing-local-secret";
/**
 * The redirect URIs registered for the local client: the electronic-ID return page of every site
 * with login and, for signing documents and bookings, the documents' action page and the
 * click-to-buy page of Norway's and Finland's sites, on its local app (site-config), on localhost and 127.0.0.1; and a callback on the API's
 * port for tests that drive the flow without a site.
 */
export const DEFAULT_REDIRECT_URIS = [
  ...SITE_CODES.flatMap((code) => {
    const site = getSite(code);
    const isEid = site.country === "no" || site.country === "fi";
    const paths = [
      eidentReturnPath(site),
      isEid ? documentViewPath(site, "action") : null,
      isEid ? routePath(site, "clickToBuy") : null,
    ];
    const origin = siteOrigin(code, "local");
    return paths.flatMap((path) =>
      path ? [`${origin}${path}`, `${origin.replace("localhost", "127.0.0.1")}${path}`] : [],
    );
  }),
  "http://localhost:4000/api/auth/eid/callback",
  "http://127.0.0.1:4000/api/auth/eid/callback",
];

function list(value: string | undefined): string[] | undefined {
  const entries = value
    ?.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries && entries.length > 0 ? entries : undefined;
}

function parseJwks(text: string, where: string): { keys: JsonWebKey[] } {
  const parsed: unknown = JSON.parse(text);
  const keys = (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${where} must be a JWKS ({"keys": [...]})`);
  for (const key of keys as Record<string, unknown>[]) {
    if (typeof key !== "object" || key === null || "d" in key) {
      throw new Error(`${where} must hold public keys only`);
    }
  }
  return { keys: keys as JsonWebKey[] };
}

/**
 * The e-ID simulator's settings:
 * - `HOUSING_EID_SIM_ISSUER`: the issuer (default `http://127.0.0.1:<port>/auth/open`);
 * - `HOUSING_EID_SIM_CLIENT_ID` (default `housing-local`) and `HOUSING_EID_SIM_REDIRECT_URIS` (comma-separated);
 * - `HOUSING_EID_SIM_CLIENT_JWKS` (a JWKS as JSON) or `HOUSING_EID_SIM_CLIENT_JWKS_FILE` (a path): the client's
 *   public keys, which make it a `private_key_jwt` client; without them the client uses `client_secret_post` with
 *   `HOUSING_EID_SIM_CLIENT_SECRET` (default `housing-local-secret`);
 * - `HOUSING_EID_SIM_ID_TOKEN_USER_DATA=false`: user claims only from userinfo.
 */
export function eidSimulatorConfigFromEnv(env: EnvSource): EidSimulatorConfig {
  const inlineJwks = env.HOUSING_EID_SIM_CLIENT_JWKS?.trim();
  const jwksFile = env.HOUSING_EID_SIM_CLIENT_JWKS_FILE?.trim();
  let auth: ClientAuth;
  if (inlineJwks) {
    auth = { method: "private_key_jwt", jwks: parseJwks(inlineJwks, "HOUSING_EID_SIM_CLIENT_JWKS") };
  } else if (jwksFile) {
    auth = { method: "private_key_jwt", jwks: parseJwks(readFileSync(jwksFile, "utf8"), jwksFile) };
  } else {
    auth = { method: "client_secret_post", secret: env.HOUSING_EID_SIM_CLIENT_SECRET?.trim() || DEFAULT_CLIENT_SECRET };
  }
  return {
    issuer: env.HOUSING_EID_SIM_ISSUER?.trim() || undefined,
    client: {
      clientId: env.HOUSING_EID_SIM_CLIENT_ID?.trim() || DEFAULT_CLIENT_ID,
      redirectUris: list(env.HOUSING_EID_SIM_REDIRECT_URIS) ?? DEFAULT_REDIRECT_URIS,
      auth,
    },
    idTokenUserData: env.HOUSING_EID_SIM_ID_TOKEN_USER_DATA?.trim().toLowerCase() !== "false",
  };
}
