import {
  constants,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  sign,
} from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  broker,
  closeBroker,
  FTN_SCOPE,
  login,
  NBID_SCOPE,
  openBroker,
  REDIRECT_URI,
  secretClient,
} from "./broker-fixture";
import { verifiedPayload } from "./flow-helpers";

// The client authentications of production: private_key_jwt, and encrypted answers (FTN).
afterEach(async () => {
  await closeBroker();
});

describe("private_key_jwt client", () => {
  it("authenticates the client with an assertion signed by its registered key", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const publicJwk = { ...publicKey.export({ format: "jwk" }), kid: "client-1", alg: "RS256", use: "sig" };
    const { simulator: running } = await openBroker(
      secretClient({
        client: {
          clientId: "housing-local",
          redirectUris: [REDIRECT_URI],
          auth: { method: "private_key_jwt", jwks: { keys: [publicJwk] } },
        },
      }),
    );
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
      fetch(broker.discovery.token_endpoint, {
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
    const { simulator: running } = await openBroker(
      secretClient({
        client: {
          clientId: "housing-local",
          redirectUris: [REDIRECT_URI],
          auth: { method: "private_key_jwt", jwks: { keys } },
        },
      }),
    );
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
    const response = await fetch(broker.discovery.token_endpoint, {
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
    const idToken = verifiedPayload(decryptJwe(tokens.id_token, encryption.privateKey), broker.jwks);
    expect(idToken).toMatchObject({ nin: "240688-1230", nin_issuing_country: "FI", ftn_idp: "fi-nordea" });

    const userinfo = await fetch(broker.discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.headers.get("content-type")).toMatch(/^application\/jwt/);
    expect(verifiedPayload(decryptJwe(await userinfo.text(), encryption.privateKey), broker.jwks)).toMatchObject({
      sub: idToken.sub,
      nin: "240688-1230",
    });
  });
});
