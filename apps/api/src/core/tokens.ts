import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type CryptoKey, type JWK } from "jose";
import type { Database } from "./db/client";
import { signingKeys } from "./db/schema";

/*
 * Login tokens: ES256 JWTs with a `kid`. Keys are made at first use and stored in
 * `signing_keys`, so every instance signs and verifies with the same ones. The newest key signs
 * until it is `signingKeyMaxAgeSeconds` old, then a new one is made; an old key still verifies
 * for as long as a token it signed can live.
 */

const ALGORITHM = "ES256";

/** The claims of a session token (besides iss, aud, iat, exp). */
export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The session's id (auth_sessions). */
  sid: string;
  /** True when the login was by BankID or e-ident (spec section 3: the decoded token's bank_id). */
  bank_id: boolean;
  login_method: "bank_id" | "eident" | "email";
  login_type: "private" | "privateCase" | "boardMember" | "boardMemberCase";
  /** The association a board member logged in for, else null. */
  association: string | null;
  /** The site the login was made on (its key). */
  site: string;
}

/** Short-lived tokens for one step of a login, never accepted as a session token (their own audience). */
export type PurposeTokenKind = "board-select" | "registration";

export interface TokenSettings {
  issuer: string;
  audience: string;
  tokenTtlSeconds: number;
  signingKeyMaxAgeSeconds: number;
}

export interface TokenService {
  signSession(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid session token (signature by kid, iss, aud, exp), else null. */
  verifySession(token: string): Promise<SessionClaims | null>;
  signPurpose(
    kind: PurposeTokenKind,
    claims: Record<string, string | boolean | null>,
    ttlSeconds: number,
  ): Promise<{ token: string; expiresAt: Date }>;
  verifyPurpose(kind: PurposeTokenKind, token: string): Promise<Record<string, unknown> | null>;
}

interface StoredKey {
  kid: string;
  createdAt: Date;
  privateKey?: CryptoKey;
  publicKey: CryptoKey;
}

const SESSION_CLAIMS = ["sub", "sid", "bank_id", "login_method", "login_type", "association", "site"] as const;

export function createTokenService(db: Database, settings: TokenSettings, now: () => Date): TokenService {
  const cache = new Map<string, StoredKey>();
  let current: StoredKey | undefined;
  let making: Promise<StoredKey> | undefined;

  const ageSeconds = (key: StoredKey) => (now().getTime() - key.createdAt.getTime()) / 1000;
  /** A key verifies while a token it signed may still be valid. */
  const verifiesUntilSeconds = settings.signingKeyMaxAgeSeconds + settings.tokenTtlSeconds + 60;

  async function load(row: typeof signingKeys.$inferSelect, withPrivate: boolean): Promise<StoredKey> {
    return {
      kid: row.kid,
      createdAt: row.createdAt,
      publicKey: (await importJWK(row.publicJwk as JWK, ALGORITHM)) as CryptoKey,
      ...(withPrivate ? { privateKey: (await importJWK(row.privateJwk as JWK, ALGORITHM)) as CryptoKey } : {}),
    };
  }

  async function signingKey(): Promise<StoredKey> {
    if (current && ageSeconds(current) < settings.signingKeyMaxAgeSeconds) return current;
    making ??= (async () => {
      const [newest] = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
      if (newest && (now().getTime() - newest.createdAt.getTime()) / 1000 < settings.signingKeyMaxAgeSeconds) {
        return load(newest, true);
      }
      const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
      const kid = randomBytes(12).toString("base64url");
      const [row] = await db
        .insert(signingKeys)
        .values({
          kid,
          privateJwk: { ...(await exportJWK(privateKey)) },
          publicJwk: { ...(await exportJWK(publicKey)) },
          createdAt: now(),
        })
        .returning();
      return load(row!, true);
    })().finally(() => {
      making = undefined;
    });
    current = await making;
    cache.set(current.kid, current);
    return current;
  }

  async function verificationKey(kid: unknown): Promise<CryptoKey> {
    if (typeof kid !== "string" || kid.length > 64) throw new Error("unknown key");
    let key = cache.get(kid);
    if (!key) {
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid)).limit(1);
      if (!row) throw new Error("unknown key");
      key = await load(row, false);
      cache.set(kid, key);
    }
    if (ageSeconds(key) > verifiesUntilSeconds) throw new Error("retired key");
    return key.publicKey;
  }

  async function sign(claims: Record<string, unknown>, audience: string, expiresAt: Date): Promise<string> {
    const key = await signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: "JWT" })
      .setIssuer(settings.issuer)
      .setAudience(audience)
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key.privateKey!);
  }

  async function verify(token: string, audience: string): Promise<Record<string, unknown> | null> {
    if (token.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
    try {
      const { payload } = await jwtVerify(token, (header) => verificationKey(header.kid), {
        issuer: settings.issuer,
        audience,
        algorithms: [ALGORITHM],
        currentDate: now(),
        requiredClaims: ["exp", "iat", "sub"],
      });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    signSession: (claims, expiresAt) => sign({ ...claims }, settings.audience, expiresAt),
    async verifySession(token) {
      const payload = await verify(token, settings.audience);
      if (!payload) return null;
      const isShaped =
        typeof payload.sub === "string" &&
        typeof payload.sid === "string" &&
        typeof payload.bank_id === "boolean" &&
        typeof payload.login_method === "string" &&
        typeof payload.login_type === "string" &&
        (payload.association === null || typeof payload.association === "string") &&
        typeof payload.site === "string";
      if (!isShaped) return null;
      return Object.fromEntries(SESSION_CLAIMS.map((name) => [name, payload[name]])) as unknown as SessionClaims;
    },
    async signPurpose(kind, claims, ttlSeconds) {
      const expiresAt = new Date(now().getTime() + ttlSeconds * 1000);
      return { token: await sign({ ...claims }, `${settings.audience}:${kind}`, expiresAt), expiresAt };
    },
    verifyPurpose: (kind, token) => verify(token, `${settings.audience}:${kind}`),
  };
}
