import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EidSimulatorProcess, loginAtSimulator, spawnEidSimulator } from "../../testing/eid-simulator";
import { createEidClient, type EidClient } from "./client";
import { type EidConfig, eidConfigFromEnv } from "./config";
import { EidError, type EidErrorKind } from "./errors";

const REDIRECT_URI = "http://127.0.0.1:4000/api/auth/eid/callback";

/** Rewrites the ID token of a token response on its way to the client (an attacker's or a broken broker's). */
type IdTokenRewrite = (idToken: string) => string | Promise<string>;

/**
 * A reverse proxy in front of the simulator: the simulator's issuer is the proxy's address, so the
 * client talks to the broker only through it, and a test can rewrite what the token endpoint says.
 */
async function startProxy(): Promise<{
  server: Server;
  port: number;
  target: { port: number };
  rewrite: { idToken?: IdTokenRewrite };
}> {
  const target = { port: 0 };
  const rewrite: { idToken?: IdTokenRewrite } = {};
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: "127.0.0.1", port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const tokenCall = (incoming.url ?? "").endsWith("/connect/token") && answer.statusCode === 200;
        const change = rewrite.idToken;
        if (!tokenCall || !change) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          void (async () => {
            const body = JSON.parse(Buffer.concat(chunks).toString()) as { id_token: string };
            body.id_token = await change(body.id_token);
            const text = JSON.stringify(body);
            outgoing.writeHead(200, { ...answer.headers, "content-length": Buffer.byteLength(text) });
            outgoing.end(text);
          })();
        });
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, target, rewrite };
}

function rsaKeys(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    privateKey,
    privateJwk: { ...privateKey.export({ format: "jwk" }), kid, alg: "RS256" },
    publicJwk: { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" },
  };
}

function jwsParts(token: string) {
  const [header = "", payload = "", signature = ""] = token.split(".");
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>,
    signature,
  };
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function signRs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

async function expectEidError(promise: Promise<unknown>, kind: EidErrorKind): Promise<EidError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EidError);
  expect((error as EidError).kind).toBe(kind);
  return error as EidError;
}

let proxy: Awaited<ReturnType<typeof startProxy>>;
let simulator: EidSimulatorProcess;
let other: EidSimulatorProcess;
let config: EidConfig;
let client: EidClient;

beforeAll(async () => {
  proxy = await startProxy();
  const issuer = `http://127.0.0.1:${proxy.port}/auth/open`;
  const keys = rsaKeys("housing-test-1");
  // Simulator A behind the proxy: a private_key_jwt client, user data in the ID token.
  // Simulator B on its own: other signing keys, client_secret_post, user data only from userinfo.
  [simulator, other] = await Promise.all([
    spawnEidSimulator(process.env, {
      HOUSING_EID_SIM_ISSUER: issuer,
      HOUSING_EID_SIM_REDIRECT_URIS: REDIRECT_URI,
      HOUSING_EID_SIM_CLIENT_JWKS: JSON.stringify({ keys: [keys.publicJwk] }),
    }),
    spawnEidSimulator(process.env, {
      HOUSING_EID_SIM_REDIRECT_URIS: REDIRECT_URI,
      HOUSING_EID_SIM_ID_TOKEN_USER_DATA: "false",
    }),
  ]);
  proxy.target.port = simulator.port;
  config = eidConfigFromEnv({ HOUSING_EID_ISSUER: issuer, HOUSING_EID_PRIVATE_JWK: JSON.stringify(keys.privateJwk) });
  client = createEidClient(config);
});

afterAll(async () => {
  await Promise.all([simulator?.stop(), other?.stop()]);
  await new Promise((resolve) => proxy?.server.close(resolve));
});

describe("a Norwegian BankID login", () => {
  it("sends the browser to the broker with PKCE and the nbid acr, and returns the verified person", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${config.issuer}/connect/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "housing-local",
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: "openid profile nin nbid-extra idp-id",
      acr_values: "idp:nbid",
      state: pending.state,
      nonce: pending.nonce,
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(authorizationUrl).not.toContain(pending.codeVerifier);
    expect(pending).toMatchObject({ country: "no", redirectUri: REDIRECT_URI });

    const callbackUrl = await loginAtSimulator(authorizationUrl, "Ola Nordmann");
    expect(callbackUrl.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const identity = await client.finish({ pending, callbackUrl });
    expect(identity).toEqual({
      nin: "15078610090",
      ninCountry: "NO",
      givenName: "Ola",
      familyName: "Nordmann",
      name: "Ola Nordmann",
      birthDate: "1986-07-15",
      sub: expect.stringMatching(/^[\w-]{43}$/) as string,
      idp: "nbid",
    });
  });

  it("gives the same person the same sub on every login", async () => {
    const subs = [];
    for (let round = 0; round < 2; round += 1) {
      const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
      subs.push(
        (await client.finish({ pending, callbackUrl: await loginAtSimulator(authorizationUrl, "Per Olsen") })).sub,
      );
    }
    expect(subs[0]).toBe(subs[1]);
  });
});

describe("the callback", () => {
  it("may be given as the path and query the API received", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const callback = new URL(await loginAtSimulator(authorizationUrl, "Kari Hansen"));
    const identity = await client.finish({ pending, callbackUrl: `${callback.pathname}${callback.search}` });
    expect(identity.nin).toBe("02039130001");
  });
});

describe("a Finnish FTN login", () => {
  it("asks for ftn and returns the HETU and the person", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "fi", redirectUri: REDIRECT_URI });
    const url = new URL(authorizationUrl);
    expect(url.searchParams.get("acr_values")).toBe("idp:ftn");
    expect(url.searchParams.get("scope")).toBe("openid profile idp-id nin ftn-extra");
    const identity = await client.finish({
      pending,
      callbackUrl: await loginAtSimulator(authorizationUrl, "Matti Virtanen"),
    });
    expect(identity).toMatchObject({
      nin: "131052-308T",
      ninCountry: "FI",
      givenName: "Matti",
      familyName: "Virtanen",
      name: "Matti Virtanen",
      birthDate: "1952-10-13",
      idp: "ftn",
    });
  });

  it("works with a pushed authorization request (PAR): the browser only gets a request_uri", async () => {
    const parClient = createEidClient({ ...config, pushedAuthorizationRequests: true });
    const { authorizationUrl, pending } = await parClient.start({ country: "fi", redirectUri: REDIRECT_URI });
    const url = new URL(authorizationUrl);
    expect([...url.searchParams.keys()].sort()).toEqual(["client_id", "request_uri"]);
    expect(authorizationUrl).not.toContain(pending.nonce);
    const identity = await parClient.finish({
      pending,
      callbackUrl: await loginAtSimulator(authorizationUrl, "Aino Korhonen"),
    });
    expect(identity).toMatchObject({ nin: "240688-1230", birthDate: "1988-06-24", idp: "ftn" });
  });
});

describe("client_secret_post and user data from userinfo", () => {
  it("logs in with the local fallback secret and reads the claims from userinfo", async () => {
    const local = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: other.issuer }));
    const { authorizationUrl, pending } = await local.start({ country: "no", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Kari Hansen");
    expect(await local.finish({ pending, callbackUrl })).toMatchObject({
      nin: "02039130001",
      birthDate: "1991-03-02",
      idp: "nbid",
    });
  });
});

describe("refused callbacks", () => {
  it("refuses a callback whose state is not the pending login's", async () => {
    const first = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const second = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(first.authorizationUrl, "Ola Nordmann");
    await expectEidError(client.finish({ pending: second.pending, callbackUrl }), "stateMismatch");
    const withoutState = new URL(callbackUrl);
    withoutState.searchParams.delete("state");
    await expectEidError(client.finish({ pending: first.pending, callbackUrl: withoutState }), "stateMismatch");
  });

  it("refuses a code used twice", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Ola Nordmann");
    await client.finish({ pending, callbackUrl });
    const error = await expectEidError(client.finish({ pending, callbackUrl }), "providerError");
    expect(error.message).toContain("invalid_grant");
  });

  it("reports a cancel at the broker as cancelled", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "fi", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Cancel");
    expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied");
    await expectEidError(client.finish({ pending, callbackUrl }), "cancelled");
  });

  it("refuses a login made with another country's e-ID than the one started", async () => {
    const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Ola Nordmann");
    await expectEidError(client.finish({ pending: { ...pending, country: "fi" }, callbackUrl }), "invalidToken");
  });
});

describe("refused ID tokens", () => {
  async function loginWithRewrite(rewrite: IdTokenRewrite) {
    const { authorizationUrl, pending } = await client.start({ country: "no", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Ola Nordmann");
    proxy.rewrite.idToken = rewrite;
    try {
      return await client.finish({ pending, callbackUrl }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
    } finally {
      delete proxy.rewrite.idToken;
    }
  }

  function expectInvalidToken(error: unknown) {
    expect(error).toBeInstanceOf(EidError);
    expect((error as EidError).kind).toBe("invalidToken");
  }

  it("passes the untouched token through the proxy (the rewrite is the only difference)", async () => {
    expect(await loginWithRewrite((token) => token)).toBeUndefined();
  });

  it("refuses a token signed with a foreign key under the broker's kid", async () => {
    const foreign = rsaKeys("unused");
    expectInvalidToken(
      await loginWithRewrite((token) => {
        const { header, payload } = jwsParts(token);
        return signRs256(header, payload, foreign.privateKey);
      }),
    );
  });

  it("refuses a token whose claims were changed after signing", async () => {
    expectInvalidToken(
      await loginWithRewrite((token) => {
        const [header, , signature] = token.split(".");
        const { payload } = jwsParts(token);
        return `${header}.${encode({ ...payload, nin: "02039130001" })}.${signature}`;
      }),
    );
  });

  it("refuses an unsigned token (alg none)", async () => {
    expectInvalidToken(
      await loginWithRewrite((token) => {
        const { header, payload } = jwsParts(token);
        return `${encode({ ...header, alg: "none" })}.${encode(payload)}.`;
      }),
    );
  });

  it("refuses an expired token, re-signed with a foreign key", async () => {
    const foreign = rsaKeys("unused");
    expectInvalidToken(
      await loginWithRewrite((token) => {
        const { header, payload } = jwsParts(token);
        return signRs256(header, { ...payload, iat: 1_000_000_000, exp: 1_000_000_600 }, foreign.privateKey);
      }),
    );
  });

  it("refuses a valid token from another issuer (a second broker with its own keys)", async () => {
    expectInvalidToken(
      await loginWithRewrite(async (token) => {
        // A real login at simulator B with the same client id and nonce: a token B signed properly.
        const { nonce } = jwsParts(token).payload as { nonce: string };
        const foreignClient = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: other.issuer }));
        const { authorizationUrl, pending: foreignPending } = await foreignClient.start({
          country: "no",
          redirectUri: REDIRECT_URI,
        });
        const url = new URL(authorizationUrl);
        url.searchParams.set("nonce", nonce);
        url.searchParams.set("scope", "openid profile nin idp-id");
        const callback = new URL(await loginAtSimulator(url.href, "Ola Nordmann"));
        const response = await fetch(`${other.issuer}/connect/token`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code: callback.searchParams.get("code")!,
            redirect_uri: REDIRECT_URI,
            client_id: "housing-local",
            client_secret: "housing-local-secret",
            code_verifier: foreignPending.codeVerifier,
          }).toString(),
        });
        const body = (await response.json()) as { id_token: string };
        const foreignToken = jwsParts(body.id_token);
        expect(foreignToken.payload.iss).toBe(other.issuer);
        expect(foreignToken.payload.nonce).toBe(nonce);
        return body.id_token;
      }),
    );
  });
});

describe("an unreachable broker", () => {
  it("is a network error, and the next login tries discovery again", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: `http://127.0.0.1:${port}/auth/open` }));
    await expectEidError(unreachable.start({ country: "no", redirectUri: REDIRECT_URI }), "network");
    await expectEidError(unreachable.start({ country: "no", redirectUri: REDIRECT_URI }), "network");
  });
});

describe("encrypted ID tokens and userinfo (FTN in production)", () => {
  it("decrypts what the broker encrypts to the client's key, and refuses it without the key", async () => {
    const signing = rsaKeys("sig-1");
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const encryptionPublic = { ...publicKey.export({ format: "jwk" }), kid: "enc-1", alg: "RSA-OAEP-256", use: "enc" };
    const encryptionPrivate = { ...privateKey.export({ format: "jwk" }), kid: "enc-1", alg: "RSA-OAEP-256" };
    const encrypting = await spawnEidSimulator(process.env, {
      HOUSING_EID_SIM_REDIRECT_URIS: REDIRECT_URI,
      HOUSING_EID_SIM_CLIENT_JWKS: JSON.stringify({ keys: [signing.publicJwk, encryptionPublic] }),
      HOUSING_EID_SIM_ID_TOKEN_USER_DATA: "false",
    });
    try {
      const env = {
        HOUSING_EID_ISSUER: encrypting.issuer,
        HOUSING_EID_PRIVATE_JWK: JSON.stringify(signing.privateJwk),
      };
      const decrypting = createEidClient(
        eidConfigFromEnv({ ...env, HOUSING_EID_ENCRYPTION_JWK: JSON.stringify(encryptionPrivate) }),
      );
      const started = await decrypting.start({ country: "fi", redirectUri: REDIRECT_URI });
      const identity = await decrypting.finish({
        pending: started.pending,
        callbackUrl: await loginAtSimulator(started.authorizationUrl, "Matti Virtanen"),
      });
      expect(identity).toMatchObject({ nin: "131052-308T", ninCountry: "FI", birthDate: "1952-10-13", idp: "ftn" });

      const withoutKey = createEidClient(eidConfigFromEnv(env));
      const again = await withoutKey.start({ country: "fi", redirectUri: REDIRECT_URI });
      const callbackUrl = await loginAtSimulator(again.authorizationUrl, "Matti Virtanen");
      await expectEidError(withoutKey.finish({ pending: again.pending, callbackUrl }), "invalidToken");
    } finally {
      await encrypting.stop();
    }
  });

  it("refuses a signed but unencrypted ID token when a decryption key is configured", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const expecting = createEidClient({
      ...config,
      decryptionJwk: { ...privateKey.export({ format: "jwk" }), kty: "RSA", kid: "enc-1", alg: "RSA-OAEP-256" },
    });
    const { authorizationUrl, pending } = await expecting.start({ country: "fi", redirectUri: REDIRECT_URI });
    const callbackUrl = await loginAtSimulator(authorizationUrl, "Matti Virtanen");
    const error = await expectEidError(expecting.finish({ pending, callbackUrl }), "invalidToken");
    expect(error.message).toBe("the ID token was not encrypted");
  });
});
