import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JsonWebKey } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  broker,
  closeBroker,
  type Discovery,
  exchange,
  FTN_SCOPE,
  REDIRECT_URI,
  login,
  NBID_SCOPE,
  openBroker,
  secretClient,
} from "./broker-fixture";
import { pkcePair, verifiedPayload } from "./flow-helpers";
import { startEidSimulator, type RunningEidSimulator as RunningSimulator } from "./server";

beforeAll(async () => {
  await openBroker();
});

afterAll(async () => {
  await closeBroker();
});

describe("discovery", () => {
  it("lays out the broker's issuer and endpoints under /auth/open/connect/", () => {
    expect(broker.simulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/open$/);
    expect(broker.discovery.issuer).toBe(broker.simulator.url);
    for (const [endpoint, name] of [
      [broker.discovery.authorization_endpoint, "authorize"],
      [broker.discovery.token_endpoint, "token"],
      [broker.discovery.userinfo_endpoint, "userinfo"],
      [broker.discovery.jwks_uri, "jwks"],
      [broker.discovery.pushed_authorization_request_endpoint, "par"],
    ] as const) {
      expect(endpoint).toBe(`${broker.simulator.url}/connect/${name}`);
    }
    expect(broker.discovery.acr_values_supported).toEqual(["idp:nbid", "idp:ftn"]);
    expect(broker.discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "profile", "nin", "nbid-extra", "ftn-extra", "idp-id"]),
    );
    expect(broker.discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(broker.discovery.id_token_signing_alg_values_supported).toEqual(["RS256"]);
    expect(broker.discovery.token_endpoint_auth_methods_supported).toEqual(["private_key_jwt", "client_secret_post"]);
  });

  it("publishes one public RS256 key with a kid, kept in the data folder across restarts", async () => {
    expect(broker.jwks.keys).toHaveLength(1);
    const [key] = broker.jwks.keys as (JsonWebKey & { kid?: string; alg?: string })[];
    expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(key?.kid).toMatch(/^[\w-]{43}$/);
    expect(key).not.toHaveProperty("d");

    const again = await startEidSimulator({
      port: 0,
      host: "127.0.0.1",
      dataDir: broker.dataDir,
      config: secretClient(),
    });
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
      dataDir: broker.dataDir,
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
      "Log in as Ingrid Berg 23049112300",
      "Log in",
      "Cancel",
    ]);
    expect(flow.back?.origin + (flow.back?.pathname ?? "")).toBe(REDIRECT_URI);
    expect(flow.back?.searchParams.get("state")).toBe(flow.state);
    expect(flow.back?.searchParams.get("iss")).toBe(broker.simulator.url);
    const code = flow.back?.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokens = await exchange(code!, flow.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe("Bearer");
    const claims = verifiedPayload(tokens.body.id_token!, broker.jwks);
    expect(claims).toMatchObject({
      iss: broker.simulator.url,
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

    const userinfo = await fetch(broker.discovery.userinfo_endpoint, {
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
      "Log in as Liisa Laine 140590-234U",
      "Log in",
      "Cancel",
    ]);
    const tokens = await exchange(flow.back!.searchParams.get("code")!, flow.verifier);
    const claims = verifiedPayload(tokens.body.id_token!, broker.jwks);
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
    const claims = verifiedPayload(tokens.body.id_token!, broker.jwks);
    expect(claims).toMatchObject({ name: "Kari Hansen", birthdate: "1991-03-02" });
    for (const claim of ["nin", "nin_type", "nin_issuing_country", "nbid_acr", "idp"])
      expect(claims).not.toHaveProperty(claim);
  });

  it("asks for the e-ID again on every request (no single sign-on between logins)", async () => {
    const first = await login({ scope: NBID_SCOPE, acr: "idp:nbid", choose: "Per Olsen" });
    const again = await first.client.go(
      `${broker.discovery.authorization_endpoint}?${new URLSearchParams({
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
    expect(verifiedPayload(tokens.body.id_token!, broker.jwks)).toMatchObject({
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
    const url = new URL(broker.discovery.authorization_endpoint);
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
    const url = new URL(broker.discovery.authorization_endpoint);
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
