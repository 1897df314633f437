// The e-ID broker under test and a browser-like login against it (tests only).
import { randomBytes, type JsonWebKey } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningEidSimulator } from "./server";
import type { EidSimulatorConfig } from "./config";
import { browser, formsOf, pkcePair } from "./flow-helpers";
import { startEidSimulator } from "./server";

export const REDIRECT_URI = "http://127.0.0.1:9/callback";
export const SECRET = "test-secret";
export const NBID_SCOPE = "openid profile nin nbid-extra idp-id";
export const FTN_SCOPE = "openid profile idp-id nin ftn-extra";

export interface Discovery {
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

export interface Broker {
  simulator: RunningEidSimulator;
  discovery: Discovery;
  jwks: { keys: JsonWebKey[] };
  dataDir: string;
}

/** The broker a test file runs against: set by `openBroker` in its beforeAll. */
export const broker = {} as Broker;

export function secretClient(overrides: Partial<EidSimulatorConfig> = {}): EidSimulatorConfig {
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

/** Starts a broker in a fresh data folder and makes it the file's `broker`. */
export async function openBroker(config: EidSimulatorConfig = secretClient()): Promise<Broker> {
  const dataDir = await mkdtemp(join(tmpdir(), "eid-sim-"));
  const simulator = await startEidSimulator({ port: 0, host: "127.0.0.1", dataDir, config });
  const discovery = (await (await fetch(`${simulator.url}/.well-known/openid-configuration`)).json()) as Discovery;
  const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: JsonWebKey[] };
  return Object.assign(broker, { simulator, discovery, jwks, dataDir });
}

export async function closeBroker(): Promise<void> {
  await broker.simulator.close();
  await rm(broker.dataDir, { recursive: true, force: true });
}

export interface Login {
  scope: string;
  acr?: string;
  /** The button of the identity to log in as; undefined stops at the login page. */
  choose?: string;
  verifier?: string;
  challenge?: string;
}

/** Authorization request, the login page and the chosen identity's form post, up to the redirect back. */
export async function login({ scope, acr, choose, ...pkce }: Login) {
  const origin = new URL(broker.simulator.url).origin;
  const client = browser(origin);
  const { verifier, challenge } =
    pkce.verifier && pkce.challenge ? { verifier: pkce.verifier, challenge: pkce.challenge } : pkcePair();
  const state = randomBytes(12).toString("base64url");
  const nonce = randomBytes(12).toString("base64url");
  const authorize = new URL(broker.discovery.authorization_endpoint);
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

export async function exchange(code: string, verifier: string, secret = SECRET) {
  const response = await fetch(broker.discovery.token_endpoint, {
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
