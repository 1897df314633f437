import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowsInsecureRequests, eidConfigFromEnv, LOCAL_EID_ISSUER } from "./config";

const privateJwk = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
    kid: "k1",
    ...extra,
  });

describe("eidConfigFromEnv", () => {
  it("points at the local simulator with its fallback secret when nothing is set", () => {
    const config = eidConfigFromEnv({});
    expect(config).toEqual({
      issuer: LOCAL_EID_ISSUER,
      clientId: "housing-local",
      clientAuth: { method: "client_secret_post", secret: "housing-local-secret" },
      countries: {
        no: { acrValues: "idp:nbid", scope: "openid profile nin nbid-extra idp-id" },
        fi: { acrValues: "idp:ftn", scope: "openid profile idp-id nin ftn-extra" },
      },
      decryptionJwk: undefined,
      pushedAuthorizationRequests: false,
      timeoutSeconds: 10,
    });
    expect(allowsInsecureRequests(config)).toBe(true);
  });

  it("takes the broker's issuer, client, private key, acr values, scopes and PAR", () => {
    const config = eidConfigFromEnv({
      HOUSING_EID_ISSUER: "https://housing.app.signicat.com/auth/open/",
      HOUSING_EID_CLIENT_ID: "prod-client",
      HOUSING_EID_CLIENT_SECRET: "also-set",
      HOUSING_EID_PRIVATE_JWK: privateJwk(),
      HOUSING_EID_FI_ACR_VALUES: "idp:ftn",
      HOUSING_EID_NO_SCOPE: "openid profile nin",
      HOUSING_EID_USE_PAR: "true",
      HOUSING_EID_ENCRYPTION_JWK: privateJwk({ kid: "e1" }),
    });
    expect(config.decryptionJwk).toMatchObject({ kty: "RSA", kid: "e1", alg: "RSA-OAEP-256" });
    expect(config.issuer).toBe("https://housing.app.signicat.com/auth/open");
    expect(config.clientId).toBe("prod-client");
    expect(config.clientAuth).toMatchObject({
      method: "private_key_jwt",
      privateJwk: { kty: "RSA", kid: "k1", alg: "RS256" },
    });
    expect(config.countries.no.scope).toBe("openid profile nin");
    expect(config.pushedAuthorizationRequests).toBe(true);
    expect(allowsInsecureRequests(config)).toBe(false);
  });

  it("needs a secret or a key for any issuer but the loopback simulator", () => {
    expect(() => eidConfigFromEnv({ HOUSING_EID_ISSUER: "https://housing.app.signicat.com/auth/open" })).toThrow(
      /HOUSING_EID_PRIVATE_JWK or HOUSING_EID_CLIENT_SECRET/,
    );
  });

  it.each([
    ["http issuer off loopback", { HOUSING_EID_ISSUER: "http://broker.example/auth/open" }, "HOUSING_EID_ISSUER"],
    ["issuer with a query", { HOUSING_EID_ISSUER: "https://broker.example/auth/open?x=1" }, "HOUSING_EID_ISSUER"],
    ["scope without openid", { HOUSING_EID_NO_SCOPE: "profile nin" }, "HOUSING_EID_NO_SCOPE"],
    [
      "public key only",
      { HOUSING_EID_PRIVATE_JWK: JSON.stringify({ kty: "RSA", kid: "k", n: "x", e: "AQAB" }) },
      "HOUSING_EID_PRIVATE_JWK",
    ],
    ["key without kid", { HOUSING_EID_PRIVATE_JWK: privateJwk({ kid: undefined }) }, "HOUSING_EID_PRIVATE_JWK"],
    ["not JSON", { HOUSING_EID_PRIVATE_JWK: "-----BEGIN PRIVATE KEY-----" }, "HOUSING_EID_PRIVATE_JWK"],
    ["PAR flag", { HOUSING_EID_USE_PAR: "yes" }, "HOUSING_EID_USE_PAR"],
    [
      "EC encryption key",
      { HOUSING_EID_ENCRYPTION_JWK: JSON.stringify({ kty: "EC", kid: "e", d: "x" }) },
      "HOUSING_EID_ENCRYPTION_JWK",
    ],
  ])("refuses %s, naming the variable", (_name, env, variable) => {
    expect(() => eidConfigFromEnv(env)).toThrow(variable);
  });

  it("never repeats a secret or key in its error", () => {
    const secretKey = JSON.stringify({ kty: "RSA", kid: "k", n: "x", e: "AQAB", d: 12345, alg: "very-secret-prime" });
    let message = "";
    try {
      eidConfigFromEnv({ HOUSING_EID_PRIVATE_JWK: secretKey, HOUSING_EID_CLIENT_SECRET: " " });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("HOUSING_EID_PRIVATE_JWK");
    expect(message).not.toContain("very-secret-prime");
  });
});
