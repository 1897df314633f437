import { type JsonWebKey, timingSafeEqual, webcrypto } from "node:crypto";
import * as oidc from "openid-client";
import {
  allowsInsecureRequests,
  type EidConfig,
  type EidCountry,
  type EidDecryptionJwk,
  type EidPrivateJwk,
} from "./config";
import { EidError } from "./errors";

/** What the API keeps server-side between start and finish (never sent to the browser). */
export interface EidPending {
  state: string;
  nonce: string;
  codeVerifier: string;
  country: EidCountry;
  redirectUri: string;
}

/** The verified person, mapped from the broker's claims. */
export interface EidIdentity {
  /** Fødselsnummer (NO) or HETU (FI). */
  nin: string;
  ninCountry: "NO" | "FI";
  givenName: string;
  familyName: string;
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The broker's stable subject for this person at this e-ID. */
  sub: string;
  /** The e-ID used: `nbid` or `ftn`. */
  idp: string;
}

export interface EidStartResult {
  /** Where to send the browser. */
  authorizationUrl: string;
  pending: EidPending;
}

export interface EidClient {
  start(input: { country: EidCountry; redirectUri: string }): Promise<EidStartResult>;
  /** Verifies the callback against `pending` and returns the person; throws `EidError`. */
  finish(input: { pending: EidPending; callbackUrl: string | URL }): Promise<EidIdentity>;
}

const EXPECTED: Record<EidCountry, { ninCountry: "NO" | "FI"; idp: string }> = {
  no: { ninCountry: "NO", idp: "nbid" },
  fi: { ninCountry: "FI", idp: "ftn" },
};

async function clientAuthentication(config: EidConfig): Promise<oidc.ClientAuth> {
  if (config.clientAuth.method === "client_secret_post") return oidc.ClientSecretPost(config.clientAuth.secret);
  const jwk: EidPrivateJwk = config.clientAuth.privateJwk;
  const algorithm =
    jwk.alg === "ES256"
      ? { name: "ECDSA", namedCurve: "P-256" }
      : jwk.alg === "PS256"
        ? { name: "RSA-PSS", hash: "SHA-256" }
        : { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  const { kid, alg: _alg, use: _use, key_ops: _ops, ...material } = jwk;
  const key = await webcrypto.subtle.importKey("jwk", material as JsonWebKey, algorithm, false, ["sign"]);
  return oidc.PrivateKeyJwt({ key, kid });
}

async function decryptionKey(jwk: EidDecryptionJwk): Promise<oidc.DecryptionKey> {
  const { kid, alg, use: _use, key_ops: _ops, ...material } = jwk;
  const hash = alg === "RSA-OAEP" ? "SHA-1" : "SHA-256";
  const key = await webcrypto.subtle.importKey("jwk", material as JsonWebKey, { name: "RSA-OAEP", hash }, false, [
    "decrypt",
  ]);
  return { key, kid, alg };
}

function networkFailure(error: unknown): boolean {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return true;
  return error instanceof TypeError && error.message === "fetch failed";
}

/**
 * Maps what openid-client throws to an EidError, keeping only technical reasons. Only a network
 * failure keeps its cause: the others can carry the callback's parameters, tokens or claims.
 */
function toEidError(error: unknown, during: "discovery" | "start" | "token" | "userinfo"): EidError {
  if (error instanceof EidError) return error;
  if (networkFailure(error))
    return new EidError("network", `the e-ID broker could not be reached (${during})`, { cause: error });
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === "access_denied"
      ? new EidError("cancelled", "the login was cancelled at the e-ID broker")
      : new EidError("providerError", `the e-ID broker answered ${error.error}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    return new EidError("providerError", `the e-ID broker answered ${error.error} (${during})`);
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    return new EidError("providerError", `the e-ID broker refused the access token (${during})`);
  }
  const code = error instanceof oidc.ClientError ? (error.code ?? "unknown") : "unexpected";
  const transport = ["OAUTH_RESPONSE_IS_NOT_CONFORM", "OAUTH_RESPONSE_IS_NOT_JSON", "OAUTH_INVALID_SERVER_METADATA"];
  // Whatever else fails while the token response is processed is a token that did not pass a check
  // (signature, claims, times, decryption).
  if ((during === "token" || during === "userinfo") && !transport.includes(code)) {
    return new EidError(
      "invalidToken",
      `the ${during === "token" ? "ID token" : "userinfo response"} was refused (${code})`,
    );
  }
  return new EidError("providerError", `the e-ID broker's answer was refused (${during}, ${code})`);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function text(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function identityFrom(claims: Record<string, unknown>, country: EidCountry): EidIdentity {
  const expected = EXPECTED[country];
  const idp = text(claims, "idp");
  const acr = text(claims, "acr");
  // The e-ID must be the one asked for: by the idp claim when released, else by the acr.
  if (idp !== undefined ? idp !== expected.idp : acr !== `idp:${expected.idp}`) {
    throw new EidError("invalidToken", `the login was made with another e-ID than ${expected.idp}`);
  }
  const ninCountry = text(claims, "nin_issuing_country");
  if (ninCountry !== undefined && ninCountry !== expected.ninCountry) {
    throw new EidError("invalidToken", `the national identity number is not issued by ${expected.ninCountry}`);
  }
  const nin = text(claims, "nin");
  const givenName = text(claims, "given_name");
  const familyName = text(claims, "family_name");
  const birthDate = text(claims, "birthdate");
  const sub = text(claims, "sub");
  const missing = Object.entries({ nin, given_name: givenName, family_name: familyName, birthdate: birthDate, sub })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0 || !nin || !givenName || !familyName || !birthDate || !sub) {
    throw new EidError("invalidToken", `the broker did not release ${missing.join(", ")}`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) throw new EidError("invalidToken", "the birthdate claim is not a date");
  return {
    nin,
    ninCountry: expected.ninCountry,
    givenName,
    familyName,
    name: text(claims, "name") ?? `${givenName} ${familyName}`,
    birthDate,
    sub,
    idp: idp ?? expected.idp,
  };
}

/**
 * The OpenID Connect client of the e-ID broker (Signicat eID Hub: Norwegian BankID, FTN), or of its
 * local simulator: the same code, configured only by `EidConfig`.
 *
 * Checked on finish: the callback's `state` (here and by openid-client), an `error` in the callback,
 * the `iss` response parameter when the broker sends it, PKCE, and the ID token's RS256 signature by
 * `kid` against the discovered JWKS (refetched when a new kid appears), `iss`, `aud` (and `azp`),
 * `nonce`, `exp` and `iat`.
 */
export function createEidClient(config: EidConfig): EidClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= (async () => {
      // Without enableNonRepudiationChecks openid-client does not verify the signature of an ID token
      // from the token endpoint (OIDC Core 3.1.3.7 allows relying on TLS); the broker's tokens are
      // verified against its JWKS here. client.test.ts fails if this is removed.
      const execute: ((configuration: oidc.Configuration) => void)[] = [oidc.enableNonRepudiationChecks];
      if (allowsInsecureRequests(config)) execute.push(oidc.allowInsecureRequests);
      const server = await oidc.discovery(
        new URL(config.issuer),
        config.clientId,
        { id_token_signed_response_alg: "RS256" },
        await clientAuthentication(config),
        { execute, timeout: config.timeoutSeconds },
      );
      if (config.decryptionJwk) {
        oidc.enableDecryptingResponses(
          server,
          ["A256GCM", "A128GCM", "A256CBC-HS512", "A128CBC-HS256"],
          await decryptionKey(config.decryptionJwk),
        );
      }
      return server;
    })().catch((error: unknown) => {
      discovered = undefined; // try again on the next login
      throw toEidError(error, "discovery");
    });
    return discovered;
  }

  return {
    async start({ country, redirectUri }) {
      const server = await configuration();
      const pending: EidPending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        country,
        redirectUri,
      };
      const parameters = {
        redirect_uri: redirectUri,
        response_type: "code",
        scope: config.countries[country].scope,
        acr_values: config.countries[country].acrValues,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
      };
      try {
        const url = config.pushedAuthorizationRequests
          ? await oidc.buildAuthorizationUrlWithPAR(server, parameters)
          : oidc.buildAuthorizationUrl(server, parameters);
        return { authorizationUrl: url.href, pending };
      } catch (error) {
        throw toEidError(error, "start");
      }
    },

    async finish({ pending, callbackUrl }) {
      // A path with its query is enough: it is read against the registered redirect URI.
      const received = new URL(callbackUrl, pending.redirectUri);
      const state = received.searchParams.get("state");
      if (state === null || !sameText(state, pending.state)) {
        throw new EidError("stateMismatch", "the callback's state does not match the pending login");
      }
      const error = received.searchParams.get("error");
      if (error !== null) {
        throw error === "access_denied"
          ? new EidError("cancelled", "the login was cancelled at the e-ID broker")
          : new EidError("providerError", `the e-ID broker answered ${error.slice(0, 64)}`);
      }
      const server = await configuration();
      // The token request's redirect_uri is the registered one, whatever address the callback reached.
      const current = new URL(pending.redirectUri);
      for (const [name, value] of received.searchParams) current.searchParams.append(name, value);

      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(server, current, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
      } catch (caught) {
        throw toEidError(caught, "token");
      }
      // A JWE has five parts: with a decryption key configured, a token that was not encrypted is refused.
      if (config.decryptionJwk && tokens.id_token?.split(".").length !== 5) {
        throw new EidError("invalidToken", "the ID token was not encrypted");
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new EidError("invalidToken", "the broker returned no ID token");
      let claims: Record<string, unknown> = { ...idClaims };
      // The broker releases user data in userinfo, and in the ID token only when configured to.
      if (claims.nin === undefined) {
        try {
          const userinfo = await oidc.fetchUserInfo(server, tokens.access_token, idClaims.sub);
          claims = { ...userinfo, ...idClaims };
        } catch (caught) {
          throw toEidError(caught, "userinfo");
        }
      }
      return identityFrom(claims, pending.country);
    },
  };
}
