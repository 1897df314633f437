import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  sign,
} from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningEidSimulator as RunningSimulator } from "./server";
import type { EidSimulatorConfig } from "./config";
import { browser, formsOf, pkcePair, verifiedPayload } from "./flow-helpers";
import { startEidSimulator } from "./server";

const REDIRECT_URI = "http://127.0.0.1:9/callback";
const SECRET = "test-secret";
const NBID_SCOPE = "openid profile nin nbid-extra idp-id";
const FTN_SCOPE = "openid profile idp-id nin ftn-extra";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  pushed_authorization_request_endpoint: string;
  acr_values_supported: string[];
  scopes_supported: string[];
  code_challenge_methods_supported: string[];
  id_token_signing_alg_values_supported: string[];
  token_endpoint_auth_methods_supported: string[];
}

let dataDir: string;
let simulator: RunningSimulator;
let discovery: Discovery;
let jwks: { keys: JsonWebKey[] };

function secretClient(overrides: Partial<EidSimulatorConfig> = {}): EidSimulatorConfig {
  return {
    issuer: undefined,
    client: {
      clientId: "housing-local",
      redirectUris: [REDIRECT_URI],
      auth: { method: "client_secret_post", secret: SECRET },
    },
    idTokenUserData: true,
    ...overrides,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "eid-sim-"));
  simulator = await startEidSimulator({ port: 0, host: "127.0.0.1", dataDir, config: secretClient() });
  discovery = (await (await fetch(`${simulator.url}/.well-known/openid-configuration`)).json()) as Discovery;
  jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: JsonWebKey[] };
});

afterAll(async () => {
  await simulator.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Login {
  scope: string;
  acr?: string;
  /** The button of the identity to log in as; undefined stops at the login page. */
  choose?: string;
  verifier?: string;
  challenge?: string;
}

/** Authorization request, the login page and the chosen identity's form post, up to the redirect back. */
async function login({ scope, acr, choose, ...pkce }: Login) {
  const origin = new URL(simulator.url).origin;
  const client = browser(origin);
  const { verifier, challenge } =
    pkce.verifier && pkce.challenge ? { verifier: pkce.verifier, challenge: pkce.challenge } : pkcePair();
  const state = randomBytes(12).toString("base64url");
  const nonce = randomBytes(12).toString("base64url");
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: "housing-local",
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...(acr ? { acr_values: acr } : {}),
  }).toString();
  const page = await client.go(authorize.href);
  const html = await page.response.text();
  const forms = formsOf(html, page.url);
  if (!choose) return { client, page, html, forms, state, nonce, verifier };
  const form = forms.find((candidate) => candidate.button.includes(choose));
  if (!form) throw new Error(`no form for ${choose}`);
  const back = await client.go(form.action, form.fields);
  return { client, page, html, forms, state, nonce, verifier, back: new URL(back.url) };
}

async function exchange(code: string, verifier: string, secret = SECRET) {
  const response = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: "housing-local",
      client_secret: secret,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe("discovery", () => {
  it("lays out the broker's issuer and endpoints under /auth/open/connect/", () => {
    expect(simulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/open$/);
    expect(discovery.issuer).toBe(simulator.url);
    for (const [endpoint, name] of [
      [discovery.authorization_endpoint, "authorize"],
      [discovery.token_endpoint, "token"],
      [discovery.userinfo_endpoint, "userinfo"],
      [discovery.jwks_uri, "jwks"],
      [discovery.pushed_authorization_request_endpoint, "par"],
    ] as const) {
      expect(endpoint).toBe(`${simulator.url}/connect/${name}`);
    }
    expect(discovery.acr_values_supported).toEqual(["idp:nbid", "idp:ftn"]);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "profile", "nin", "nbid-extra", "ftn-extra", "idp-id"]),
    );
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.id_token_signing_alg_values_supported).toEqual(["RS256"]);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(["private_key_jwt", "client_secret_post"]);
  });

  it("publishes one public RS256 key with a kid, kept in the data folder across restarts", async () => {
    expect(jwks.keys).toHaveLength(1);
    const [key] = jwks.keys as (JsonWebKey & { kid?: string; alg?: string })[];
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(key?.kid).toMatch(/^[\w-]{43}$/);
    expect(key).not.toHaveProperty("d");

    const again = await startEidSimulator({ port: 0, host: "127.0.0.1", dataDir, config: secretClient() });
    const otherDir = await mkdtemp(join(tmpdir(), "eid-sim-other-"));
    const other = await startEidSimulator({ port: 0, host: "127.0.0.1", dataDir: otherDir, config: secretClient() });
    try {
      const kidOf = async (running: RunningSimulator) =>
        ((await (await fetch(`${running.url}/connect/jwks`)).json()) as { keys: { kid: string }[] }).keys[0]?.kid;
      expect(await kidOf(again)).toBe(key?.kid);
      expect(await kidOf(other)).not.toBe(key?.kid);
    } finally {
      await again.close();
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("takes a configured issuer (the broker's own domain shape)", async () => {
    const configured = await startEidSimulator({
      port: 0,
      host: "127.0.0.1",
      dataDir,
      config: secretClient({ issuer: "http://127.0.0.1:4303/auth/open" }),
    });
    try {
      const body = (await (
        await fetch(`http://127.0.0.1:${configured.port}/auth/open/.well-known/openid-configuration`)
      ).json()) as Discovery;
      expect(body.issuer).toBe("http://127.0.0.1:4303/auth/open");
      expect(configured.url).toBe("http://127.0.0.1:4303/auth/open");
    } finally {
      await configured.close();
    }
  });
});

describe("authorization code flow", () => {
  it("logs in a Norwegian BankID test identity and releases the nbid claims", async () => {
    const flow = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Ola Nordmann" });
    expect(flow.html).toContain('<html lang="en">');
    expect(flow.forms.map((form) => form.button)).toEqual([
      "Log in as Ola Nordmann 15078610090",
      "Log in as Kari Hansen 02039130001",
      "Log in as Per Olsen 11117050140",
      "Log in",
      "Cancel",
    ]);
    expect(flow.back?.origin + (flow.back?.pathname ?? "")).toBe(REDIRECT_URI);
    expect(flow.back?.searchParams.get("state")).toBe(flow.state);
    expect(flow.back?.searchParams.get("iss")).toBe(simulator.url);
    const code = flow.back?.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokens = await exchange(code!, flow.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe("Bearer");
    const claims = verifiedPayload(tokens.body.id_token!, jwks);
    expect(claims).toMatchObject({
      iss: simulator.url,
      aud: "housing-local",
      nonce: flow.nonce,
      acr: "idp:nbid",
      name: "Ola Nordmann",
      given_name: "Ola",
      family_name: "Nordmann",
      birthdate: "1986-07-15",
      nin: "15078610090",
      nin_type: "BIRTH",
      nin_issuing_country: "NO",
      nbid_acr: "urn:bankid:bid;LOA=4",
      idp: "nbid",
    });
    expect(claims.sub).toMatch(/^[\w-]{43}$/);
    expect(claims).not.toHaveProperty("ftn_idp");

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: claims.sub,
      nin: "15078610090",
      nin_type: "BIRTH",
      idp: "nbid",
    });
  });

  it("logs in a Finnish FTN test identity and releases the ftn claims", async () => {
    const flow = await login({ scope: FTN_SCOPE, acr: "idp:ftn", choose: "Matti Virtanen" });
    expect(flow.forms.map((form) => form.button)).toEqual([
      "Log in as Matti Virtanen 131052-308T",
      "Log in as Aino Korhonen 240688-1230",
      "Log in",
      "Cancel",
    ]);
    const tokens = await exchange(flow.back!.searchParams.get("code")!, flow.verifier);
    const claims = verifiedPayload(tokens.body.id_token!, jwks);
    expect(claims).toMatchObject({
      acr: "idp:ftn",
      name: "Matti Virtanen",
      birthdate: "1952-10-13",
      nin: "131052-308T",
      nin_issuing_country: "FI",
      ftn_idp: "fi-op",
      idp: "ftn",
    });
    expect(claims).not.toHaveProperty("nin_type");
    expect(claims).not.toHaveProperty("nbid_acr");
  });

  it("releases only what the scopes ask for", async () => {
    const flow = await login({ scope: "openid profile", acr: "idp:nbid", choose: "Kari Hansen" });
    const tokens = await exchange(flow.back!.searchParams.get("code")!, flow.verifier);
    const claims = verifiedPayload(tokens.body.id_token!, jwks);
    expect(claims).toMatchObject({ name: "Kari Hansen", birthdate: "1991-03-02" });
    for (const claim of ["nin", "nin_type", "nin_issuing_country", "nbid_acr", "idp"])
      expect(claims).not.toHaveProperty(claim);
  });

  it("asks for the e-ID again on every request (no single sign-on between logins)", async () => {
    const first = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Per Olsen" });
    const again = await first.client.go(
      `${discovery.authorization_endpoint}?${new URLSearchParams({
        client_id: "housing-local",
        response_type: "code",
        redirect_uri: REDIRECT_URI,
        scope: FTN_SCOPE,
        acr_values: "idp:ftn",
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
      }).toString()}`,
    );
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain("Aino Korhonen");
  });

  it("logs in a free entry, and refuses an invalid national identity number with the form again", async () => {
    const flow = await login({ scope: FTN_SCOPE, acr: "idp:ftn" });
    const entry = flow.forms.find((form) => form.button === "Log in")!;
    entry.fields.set("nin", "131052-308X");
    entry.fields.set("given_name", "Liisa");
    entry.fields.set("family_name", "Mäkinen");
    const refused = await flow.client.go(entry.action, entry.fields);
    expect(refused.response.status).toBe(400);
    const html = await refused.response.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("valid henkilötunnus");

    entry.fields.set("nin", "010101a999x");
    const back = new URL((await flow.client.go(entry.action, entry.fields)).url);
    const tokens = await exchange(back.searchParams.get("code")!, flow.verifier);
    expect(verifiedPayload(tokens.body.id_token!, jwks)).toMatchObject({
      name: "Liisa Mäkinen",
      nin: "010101A999X",
      birthdate: "2001-01-01",
      nin_issuing_country: "FI",
    });
  });

  it("offers both e-IDs when acr_values names none", async () => {
    const flow = await login({ scope: "openid profile" });
    expect(flow.html).toContain("Ola Nordmann");
    expect(flow.html).toContain("Matti Virtanen");
  });
});

describe("refusals", () => {
  it("cancel returns error=access_denied with the state to the redirect URI", async () => {
    const flow = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Cancel" });
    expect(flow.back?.origin + (flow.back?.pathname ?? "")).toBe(REDIRECT_URI);
    expect(flow.back?.searchParams.get("error")).toBe("access_denied");
    expect(flow.back?.searchParams.get("state")).toBe(flow.state);
    expect(flow.back?.searchParams.has("code")).toBe(false);
  });

  it("requires PKCE", async () => {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: "housing-local",
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: "openid",
      state: "s1",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    const back = new URL(response.headers.get("location")!);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("refuses a wrong code verifier, a wrong secret and a code used twice", async () => {
    const flow = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Ola Nordmann" });
    const code = flow.back!.searchParams.get("code")!;
    expect((await exchange(code, flow.verifier, "wrong-secret")).body.error).toBe("invalid_client");
    const other = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Ola Nordmann" });
    const otherCode = other.back!.searchParams.get("code")!;
    expect((await exchange(otherCode, pkcePair().verifier)).body.error).toBe("invalid_grant");
    expect((await exchange(code, flow.verifier)).status).toBe(200);
    expect((await exchange(code, flow.verifier)).body.error).toBe("invalid_grant");
  });

  it("refuses an unregistered redirect URI without redirecting to it", async () => {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: "housing-local",
      response_type: "code",
      redirect_uri: "https://attacker.example/callback",
      scope: "openid",
      code_challenge: pkcePair().challenge,
      code_challenge_method: "S256",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("private_key_jwt client", () => {
  it("authenticates the client with an assertion signed by its registered key", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicJwk = { ...publicKey.export({ format: "jwk" }), kid: "client-1", alg: "RS256", use: "sig" };
    const jwtDataDir = await mkdtemp(join(tmpdir(), "eid-sim-jwt-"));
    const running = await startEidSimulator({
      port: 0,
      host: "127.0.0.1",
      dataDir: jwtDataDir,
      config: secretClient({
        client: {
          clientId: "housing-local",
          redirectUris: [REDIRECT_URI],
          auth: { method: "private_key_jwt", jwks: { keys: [publicJwk] } },
        },
      }),
    });
    const saved = { simulator, discovery };
    try {
      simulator = running;
      discovery = (await (await fetch(`${running.url}/.well-known/openid-configuration`)).json()) as Discovery;
      const flow = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Ola Nordmann" });
      const assertion = (key = privateKey) => {
        const now = Math.floor(Date.now() / 1000);
        const header = Buffer.from(JSON.stringify({ alg: "RS256", kid: "client-1", typ: "JWT" })).toString("base64url");
        const payload = Buffer.from(
          JSON.stringify({
            iss: "housing-local",
            sub: "housing-local",
            aud: running.url,
            jti: randomBytes(8).toString("hex"),
            iat: now,
            exp: now + 60,
          }),
        ).toString("base64url");
        const signature = sign("sha256", Buffer.from(`${header}.${payload}`), key).toString("base64url");
        return `${header}.${payload}.${signature}`;
      };
      const token = (clientAssertion: string) =>
        fetch(discovery.token_endpoint, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code: flow.back!.searchParams.get("code")!,
            redirect_uri: REDIRECT_URI,
            code_verifier: flow.verifier,
            client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
            client_assertion: clientAssertion,
          }).toString(),
        });
      const foreign = createPrivateKey(
        generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }),
      );
      const refused = await token(assertion(foreign));
      expect(refused.status).toBe(401);
      const accepted = await token(assertion());
      expect(accepted.status).toBe(200);
    } finally {
      simulator = saved.simulator;
      discovery = saved.discovery;
      await running.close();
      await rm(jwtDataDir, { recursive: true, force: true });
    }
  });
});

describe("encrypted responses (FTN in production)", () => {
  function decryptJwe(jwe: string, key: KeyObject): string {
    const [protectedHeader = "", encryptedKey = "", iv = "", ciphertext = "", tag = ""] = jwe.split(".");
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString()) as { alg: string; enc: string };
    expect(header).toMatchObject({ alg: "RSA-OAEP-256", enc: "A256GCM" });
    const cek = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(encryptedKey, "base64url"),
    );
    const decipher = createDecipheriv("aes-256-gcm", cek, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(protectedHeader, "ascii"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString();
  }

  it("encrypts the ID token and userinfo to the client's encryption key", async () => {
    const signing = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const encryption = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const keys = [
      { ...signing.publicKey.export({ format: "jwk" }), kid: "sig-1", alg: "RS256", use: "sig" },
      { ...encryption.publicKey.export({ format: "jwk" }), kid: "enc-1", alg: "RSA-OAEP-256", use: "enc" },
    ];
    const encDataDir = await mkdtemp(join(tmpdir(), "eid-sim-enc-"));
    const running = await startEidSimulator({
      port: 0,
      host: "127.0.0.1",
      dataDir: encDataDir,
      config: secretClient({
        client: {
          clientId: "housing-local",
          redirectUris: [REDIRECT_URI],
          auth: { method: "private_key_jwt", jwks: { keys } },
        },
      }),
    });
    const saved = { simulator, discovery, jwks };
    try {
      simulator = running;
      discovery = (await (await fetch(`${running.url}/.well-known/openid-configuration`)).json()) as Discovery;
      jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: JsonWebKey[] };
      const flow = await login({ scope: FTN_SCOPE, acr: "idp:ftn", choose: "Aino Korhonen" });
      const now = Math.floor(Date.now() / 1000);
      const header = Buffer.from(JSON.stringify({ alg: "RS256", kid: "sig-1" })).toString("base64url");
      const payload = Buffer.from(
        JSON.stringify({
          iss: "housing-local",
          sub: "housing-local",
          aud: running.url,
          jti: randomBytes(8).toString("hex"),
          iat: now,
          exp: now + 60,
        }),
      ).toString("base64url");
      const assertion = `${header}.${payload}.${sign("sha256", Buffer.from(`${header}.${payload}`), signing.privateKey).toString("base64url")}`;
      const response = await fetch(discovery.token_endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: flow.back!.searchParams.get("code")!,
          redirect_uri: REDIRECT_URI,
          code_verifier: flow.verifier,
          client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
          client_assertion: assertion,
        }).toString(),
      });
      const tokens = (await response.json()) as { id_token: string; access_token: string };
      expect(tokens.id_token.split(".")).toHaveLength(5);
      const idToken = verifiedPayload(decryptJwe(tokens.id_token, encryption.privateKey), jwks);
      expect(idToken).toMatchObject({ nin: "240688-1230", nin_issuing_country: "FI", ftn_idp: "fi-nordea" });

      const userinfo = await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(userinfo.headers.get("content-type")).toMatch(/^application\/jwt/);
      expect(verifiedPayload(decryptJwe(await userinfo.text(), encryption.privateKey), jwks)).toMatchObject({
        sub: idToken.sub,
        nin: "240688-1230",
      });
    } finally {
      simulator = saved.simulator;
      discovery = saved.discovery;
      jwks = saved.jwks;
      await running.close();
      await rm(encDataDir, { recursive: true, force: true });
    }
  });
});
