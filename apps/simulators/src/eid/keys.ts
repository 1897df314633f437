import { createHash, generateKeyPairSync, type JsonWebKey } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A private RSA JWK as oidc-provider takes it in `jwks.keys`. */
export interface SigningJwk extends JsonWebKey {
  kty: "RSA";
  kid: string;
  alg: "RS256";
  use: "sig";
}

function isSigningJwk(value: unknown): value is SigningJwk {
  if (typeof value !== "object" || value === null) return false;
  const key = value as Record<string, unknown>;
  return key.kty === "RSA" && typeof key.kid === "string" && typeof key.d === "string" && key.alg === "RS256";
}

/** RFC 7638 thumbprint of an RSA key: a stable `kid`. */
function thumbprint(key: JsonWebKey): string {
  const canonical = JSON.stringify({ e: key.e, kty: key.kty, n: key.n });
  return createHash("sha256").update(canonical).digest("base64url");
}

export function generateSigningJwk(): SigningJwk {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  return { ...jwk, kty: "RSA", kid: thumbprint(jwk), alg: "RS256", use: "sig" };
}

/**
 * The simulator's RS256 signing key: generated at first start and kept in `<dataDir>/eid/`, so
 * tokens and cached JWKS stay valid across restarts.
 */
export async function loadOrCreateSigningJwk(dataDir: string): Promise<SigningJwk> {
  const folder = join(dataDir, "eid");
  const file = join(folder, "signing-key.json");
  try {
    const stored: unknown = JSON.parse(await readFile(file, "utf8"));
    if (isSigningJwk(stored)) return stored;
    throw new Error(`${file} does not hold an RS256 private JWK; delete it to generate a new key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const jwk = generateSigningJwk();
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return jwk;
}
