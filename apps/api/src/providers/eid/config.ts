import * as v from "valibot";

export const EID_COUNTRIES = ["no", "fi"] as const;
export type EidCountry = (typeof EID_COUNTRIES)[number];

/** The local simulator (`apps/simulators`, `--only eid`): the default until the broker is configured. */
export const LOCAL_EID_ISSUER = "http://127.0.0.1:4303/auth/open";
export const LOCAL_EID_CLIENT_ID = "housing-local";
/** The simulator's client_secret_post fallback; accepted only for a loopback issuer. */
export const LOCAL_EID_CLIENT_SECRET = "housing-local-secret";

/** What each country's e-ID asks the broker for (protocols: "Nordic e-ID through an OIDC broker"). */
export const DEFAULT_EID_COUNTRIES: Record<EidCountry, EidCountryConfig> = {
  no: { acrValues: "idp:nbid", scope: "openid profile nin nbid-extra idp-id" },
  fi: { acrValues: "idp:ftn", scope: "openid profile idp-id nin ftn-extra" },
};

export interface EidCountryConfig {
  acrValues: string;
  scope: string;
}

/** A private JWK for private_key_jwt: RSA (RS256, PS256) or EC P-256 (ES256), with its kid. */
export interface EidPrivateJwk {
  kty: "RSA" | "EC";
  kid: string;
  alg: "RS256" | "PS256" | "ES256";
  [member: string]: unknown;
}

/** A private RSA JWK the broker encrypts ID tokens and userinfo to (RSA-OAEP-256 or RSA-OAEP). */
export interface EidDecryptionJwk {
  kty: "RSA";
  kid: string;
  alg: "RSA-OAEP-256" | "RSA-OAEP";
  [member: string]: unknown;
}

export type EidClientAuth =
  { method: "private_key_jwt"; privateJwk: EidPrivateJwk } | { method: "client_secret_post"; secret: string };

export interface EidConfig {
  /** Issuer identifier; discovery is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientAuth: EidClientAuth;
  countries: Record<EidCountry, EidCountryConfig>;
  /** Set: ID tokens must arrive encrypted to this key (FTN in production); userinfo is decrypted too. */
  decryptionJwk: EidDecryptionJwk | undefined;
  /** Push the authorization request first (PAR, RFC 9126); the browser gets only a request_uri. */
  pushedAuthorizationRequests: boolean;
  /** Seconds per request to the broker. */
  timeoutSeconds: number;
}

type Source = Record<string, string | undefined>;

const SECRET_RULES: Record<string, string> = {
  HOUSING_EID_CLIENT_SECRET: "must not be empty",
  HOUSING_EID_PRIVATE_JWK: "must be a private RSA or EC P-256 JSON Web Key with a kid (RS256, PS256 or ES256)",
  HOUSING_EID_ENCRYPTION_JWK: "must be a private RSA JSON Web Key with a kid (RSA-OAEP-256 or RSA-OAEP)",
};
const SECRET_VARIABLES = new Set(Object.keys(SECRET_RULES));

function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** http is only for the simulator on loopback; the broker is https. */
export function allowsInsecureRequests(config: EidConfig): boolean {
  return isLoopbackHttp(config.issuer);
}

const IssuerSchema = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => {
    const url = new URL(value);
    return url.protocol === "https:" || isLoopbackHttp(value);
  }, "Must be an https URL (http only on loopback, for the simulator)"),
  v.check((value) => !new URL(value).search && !new URL(value).hash, "Must not have a query or fragment"),
  v.transform((value) => value.replace(/\/$/, "")),
);

const PrivateJwkSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: "Must be a JSON Web Key" });
      return NEVER;
    }
  }),
  v.looseObject({
    kty: v.picklist(["RSA", "EC"]),
    kid: v.pipe(v.string(), v.minLength(1)),
    d: v.pipe(v.string(), v.minLength(1, "Must be a private key (with d)")),
    alg: v.optional(v.picklist(["RS256", "PS256", "ES256"])),
    crv: v.optional(v.literal("P-256")),
  }),
  v.transform((jwk): EidPrivateJwk => ({ ...jwk, alg: jwk.alg ?? (jwk.kty === "EC" ? "ES256" : "RS256") })),
);

const DecryptionJwkSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: "Must be a JSON Web Key" });
      return NEVER;
    }
  }),
  v.looseObject({
    kty: v.literal("RSA"),
    kid: v.pipe(v.string(), v.minLength(1)),
    d: v.pipe(v.string(), v.minLength(1)),
    alg: v.optional(v.picklist(["RSA-OAEP-256", "RSA-OAEP"])),
  }),
  v.transform((jwk): EidDecryptionJwk => ({ ...jwk, alg: jwk.alg ?? "RSA-OAEP-256" })),
);

const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const ScopeSchema = v.pipe(
  NonEmpty,
  v.check((value) => value.split(/\s+/).includes("openid"), "Must include openid"),
);
const BooleanSchema = v.pipe(
  v.picklist(["true", "false", "1", "0"]),
  v.transform((value) => value === "true" || value === "1"),
);

export const EidEnvSchema = v.object({
  HOUSING_EID_ISSUER: v.optional(IssuerSchema, LOCAL_EID_ISSUER),
  HOUSING_EID_CLIENT_ID: v.optional(NonEmpty, LOCAL_EID_CLIENT_ID),
  HOUSING_EID_CLIENT_SECRET: v.optional(NonEmpty),
  HOUSING_EID_PRIVATE_JWK: v.optional(PrivateJwkSchema),
  HOUSING_EID_ENCRYPTION_JWK: v.optional(DecryptionJwkSchema),
  HOUSING_EID_NO_ACR_VALUES: v.optional(NonEmpty, DEFAULT_EID_COUNTRIES.no.acrValues),
  HOUSING_EID_NO_SCOPE: v.optional(ScopeSchema, DEFAULT_EID_COUNTRIES.no.scope),
  HOUSING_EID_FI_ACR_VALUES: v.optional(NonEmpty, DEFAULT_EID_COUNTRIES.fi.acrValues),
  HOUSING_EID_FI_SCOPE: v.optional(ScopeSchema, DEFAULT_EID_COUNTRIES.fi.scope),
  HOUSING_EID_USE_PAR: v.optional(BooleanSchema, "false"),
  HOUSING_EID_TIMEOUT_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "Must be a number of seconds"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(60),
    ),
    "10",
  ),
});

/**
 * The e-ID broker client's settings from the environment (the API's env module hands its source in).
 * Unset, it points at the local simulator with its client_secret_post fallback; any other issuer
 * needs `HOUSING_EID_CLIENT_SECRET` or `HOUSING_EID_PRIVATE_JWK` (the latter wins when both are set).
 */
export function eidConfigFromEnv(source: Source): EidConfig {
  const input = Object.fromEntries(Object.keys(EidEnvSchema.entries).map((key) => [key, source[key] || undefined]));
  const result = v.safeParse(EidEnvSchema, input);
  if (!result.success) {
    // valibot's messages may quote the value: for a secret or a key only its name and the rule appear.
    const problems = result.issues
      .map((issue) => {
        const name = v.getDotPath(issue)?.split(".")[0] ?? "?";
        return SECRET_VARIABLES.has(name) ? `${name}: ${SECRET_RULES[name]}` : `${name}: ${issue.message}`;
      })
      .join("; ");
    throw new Error(`Invalid e-ID environment: ${problems}`);
  }
  const env = result.output;
  let clientAuth: EidClientAuth;
  if (env.HOUSING_EID_PRIVATE_JWK) {
    clientAuth = { method: "private_key_jwt", privateJwk: env.HOUSING_EID_PRIVATE_JWK };
  } else if (env.HOUSING_EID_CLIENT_SECRET) {
    clientAuth = { method: "client_secret_post", secret: env.HOUSING_EID_CLIENT_SECRET };
  } else if (isLoopbackHttp(env.HOUSING_EID_ISSUER)) {
    clientAuth = { method: "client_secret_post", secret: LOCAL_EID_CLIENT_SECRET };
  } else {
    throw new Error(
      "Invalid e-ID environment: HOUSING_EID_PRIVATE_JWK or HOUSING_EID_CLIENT_SECRET is required for the broker",
    );
  }
  return {
    issuer: env.HOUSING_EID_ISSUER,
    clientId: env.HOUSING_EID_CLIENT_ID,
    clientAuth,
    countries: {
      no: { acrValues: env.HOUSING_EID_NO_ACR_VALUES, scope: env.HOUSING_EID_NO_SCOPE },
      fi: { acrValues: env.HOUSING_EID_FI_ACR_VALUES, scope: env.HOUSING_EID_FI_SCOPE },
    },
    decryptionJwk: env.HOUSING_EID_ENCRYPTION_JWK,
    pushedAuthorizationRequests: env.HOUSING_EID_USE_PAR,
    timeoutSeconds: env.HOUSING_EID_TIMEOUT_SECONDS,
  };
}
