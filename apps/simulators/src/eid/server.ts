import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Account, type ClientMetadata, type Configuration, interactionPolicy } from "oidc-provider";
import { type EidSimulatorConfig, ISSUER_PATH } from "./config";
import { birthDateOf, DEFAULT_FTN_IDP, DEMO_IDENTITIES, type Identity, idpFromAcrValues, isIdp } from "./identities";
import { loadOrCreateSigningJwk } from "./keys";
import { renderErrorPage, renderLoginPage } from "./page";
import { memoryStorage } from "./storage";

export interface StartEidOptions {
  port: number;
  host: string;
  dataDir: string;
  config: EidSimulatorConfig;
}

/** Scopes and the claims they release, as the broker lays them out for Norwegian BankID and FTN. */
const CLAIMS_BY_SCOPE = {
  openid: ["sub"],
  profile: ["name", "given_name", "family_name", "birthdate"],
  nin: ["nin", "nin_type", "nin_issuing_country"],
  "nbid-extra": ["nbid_acr"],
  "ftn-extra": ["ftn_idp"],
  "idp-id": ["idp", "idp_id"],
};

const MAX_FORM_BYTES = 16 * 1024;

/** The broker's stable subject for a person at an e-ID (opaque, as the real one is). */
function subjectOf(identity: Identity): string {
  return createHash("sha256").update(`${identity.idp}:${identity.nin}`).digest("base64url");
}

function claimsOf(sub: string, identity: Identity): { sub: string } & Record<string, string> {
  const birthdate = birthDateOf(identity.idp, identity.nin) ?? "";
  const idpId = createHash("sha256").update(`idp-id:${identity.idp}:${identity.nin}`).digest("hex").slice(0, 16);
  const common = {
    sub,
    name: `${identity.givenName} ${identity.familyName}`,
    given_name: identity.givenName,
    family_name: identity.familyName,
    birthdate,
    nin: identity.nin,
    idp: identity.idp,
    idp_id: idpId,
  };
  return identity.idp === "nbid"
    ? { ...common, nin_type: "BIRTH", nin_issuing_country: "NO", nbid_acr: "urn:bankid:bid;LOA=4" }
    : { ...common, nin_issuing_country: "FI", ftn_idp: identity.ftnIdp ?? DEFAULT_FTN_IDP };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8"): void {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    // A form's redirects count for form-action: the login goes on to the client's redirect URI (https, or local).
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https: http://localhost:* http://127.0.0.1:*",
  });
  res.end(body);
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function clientMetadata(config: EidSimulatorConfig): ClientMetadata {
  const { client } = config;
  const common: ClientMetadata = {
    client_id: client.clientId,
    redirect_uris: client.redirectUris,
    grant_types: ["authorization_code"],
    response_types: ["code"],
    id_token_signed_response_alg: "RS256",
  };
  if (client.auth.method === "client_secret_post") {
    return { ...common, token_endpoint_auth_method: "client_secret_post", client_secret: client.auth.secret };
  }
  return {
    ...common,
    token_endpoint_auth_method: "private_key_jwt",
    jwks: client.auth.jwks,
    // An encryption key among the client's keys: ID tokens and userinfo are encrypted to it, as FTN requires.
    ...(encryptsTo(config)
      ? {
          id_token_encrypted_response_alg: "RSA-OAEP-256",
          id_token_encrypted_response_enc: "A256GCM",
          userinfo_signed_response_alg: "RS256",
          userinfo_encrypted_response_alg: "RSA-OAEP-256",
          userinfo_encrypted_response_enc: "A256GCM",
        }
      : {}),
  };
}

/** Whether the registered client has a public encryption key (`"use": "enc"`). */
function encryptsTo(config: EidSimulatorConfig): boolean {
  const { auth } = config.client;
  return auth.method === "private_key_jwt" && auth.jwks.keys.some((key) => (key as { use?: string }).use === "enc");
}

/**
 * Starts an OpenID Connect provider laid out like the Signicat eID Hub broker: issuer
 * `<origin>/auth/open`, endpoints under `/auth/open/connect/`, the e-ID chosen with `acr_values`.
 */
/** The running broker: its issuer URL (the base address clients are configured with) and port. */
export interface RunningEidSimulator {
  name: "eid";
  port: number;
  url: string;
  close(): Promise<void>;
}

export async function startEidSimulator(options: StartEidOptions): Promise<RunningEidSimulator> {
  const signingKey = await loadOrCreateSigningJwk(options.dataDir);
  const accounts = new Map<string, Identity>();
  for (const identity of DEMO_IDENTITIES) accounts.set(subjectOf(identity), identity);

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => send(res, 503, "Starting");
  const server = createServer((req, res) => handler(req, res));
  const port = await listen(server, options.port, options.host);

  const issuer = options.config.issuer ?? `http://${options.host}:${port}${ISSUER_PATH}`;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, "");

  // The broker asks for the e-ID on every authorization request (no single sign-on across requests).
  const policy = interactionPolicy.base();
  policy
    .get("login")
    ?.checks.add(
      new interactionPolicy.Check("every_request", "The e-ID is asked for on every request", (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    adapter: memoryStorage(),
    clients: [clientMetadata(options.config)],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: CLAIMS_BY_SCOPE,
    scopes: Object.keys(CLAIMS_BY_SCOPE),
    acrValues: ["idp:nbid", "idp:ftn"],
    conformIdTokenClaims: !options.config.idTokenUserData,
    responseTypes: ["code"],
    pkce: { required: () => true },
    clientAuthMethods: ["private_key_jwt", "client_secret_post"],
    enabledJWA: {
      idTokenSigningAlgValues: ["RS256"],
      clientAuthSigningAlgValues: ["RS256", "PS256", "ES256"],
    },
    features: {
      devInteractions: { enabled: false },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      rpInitiatedLogout: { enabled: false },
      encryption: { enabled: encryptsTo(options.config) },
      jwtUserinfo: { enabled: encryptsTo(options.config) },
    },
    routes: {
      authorization: "/connect/authorize",
      token: "/connect/token",
      userinfo: "/connect/userinfo",
      jwks: "/connect/jwks",
      pushed_authorization_request: "/connect/par",
      revocation: "/connect/revocation",
      introspection: "/connect/introspect",
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderErrorPage(
        String(out.error),
        typeof out.error_description === "string" ? out.error_description : undefined,
      );
    },
    findAccount: (_ctx, sub): Account | undefined => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: () => claimsOf(sub, identity) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, step: string | undefined) {
    const action = `${mountPath}/interaction/${uid}`;
    let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      send(res, 400, "This login has expired or was already finished. Start again from the site.");
      return;
    }
    if (details.uid !== uid) {
      send(res, 400, "This login does not belong to this browser. Start again from the site.");
      return;
    }
    const clientId = String(details.params.client_id);
    const requestedIdp = idpFromAcrValues(details.params.acr_values);

    if (req.method === "GET" && step === undefined) {
      send(res, 200, renderLoginPage({ action, idp: requestedIdp, clientId }), "text/html; charset=utf-8");
      return;
    }
    if (req.method !== "POST" || step === undefined) {
      send(res, 405, "Method not allowed");
      return;
    }
    if (step === "/abort") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The end-user cancelled the login" },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const form = await readForm(req);
    const idp = form.get("idp");
    const nin = (form.get("nin") ?? "").trim().toUpperCase();
    const givenName = (form.get("given_name") ?? "").trim();
    const familyName = (form.get("family_name") ?? "").trim();
    if (!isIdp(idp) || (requestedIdp !== undefined && idp !== requestedIdp)) {
      send(res, 400, "This e-ID was not requested.");
      return;
    }
    const problem = !birthDateOf(idp, nin)
      ? idp === "nbid"
        ? "Enter a valid fødselsnummer: 11 digits with correct check digits."
        : "Enter a valid henkilötunnus, for example 131052-308T."
      : !givenName || !familyName || givenName.length > 100 || familyName.length > 100
        ? "Enter a given name and a family name (at most 100 characters each)."
        : undefined;
    if (problem) {
      const entry = { idp, nin, givenName, familyName, error: problem };
      send(res, 400, renderLoginPage({ action, idp: requestedIdp, clientId, entry }), "text/html; charset=utf-8");
      return;
    }

    const demo = DEMO_IDENTITIES.find((identity) => identity.idp === idp && identity.nin === nin);
    const identity: Identity = { idp, nin, givenName, familyName, ...(demo?.ftnIdp ? { ftnIdp: demo.ftnIdp } : {}) };
    const accountId = subjectOf(identity);
    accounts.set(accountId, identity);

    // The broker has no consent screen: the client's registered scopes are granted with the login.
    const grant = new provider.Grant({ accountId, clientId });
    if (typeof details.params.scope === "string") grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId, acr: `idp:${idp}`, amr: [idp] }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  handler = (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path !== mountPath && !path.startsWith(`${mountPath}/`)) {
      send(res, 404, "Not found");
      return;
    }
    const rest = path.slice(mountPath.length);
    const step = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(rest);
    if (step) {
      interaction(req, res, step[1] ?? "", step[2]).catch(() => {
        if (!res.headersSent) send(res, 500, "The login could not be completed.");
        else res.end();
      });
      return;
    }
    // oidc-provider reads its mount path from originalUrl, as under a router.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = req.url;
    req.url = (req.url ?? "/").slice(mountPath.length) || "/";
    void providerCallback(req, res);
  };

  return {
    name: "eid",
    port,
    url: issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
