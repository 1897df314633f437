import { hash, verify } from "@node-rs/argon2";

/** Argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); about 20 ms per hash on one core. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A new password hash; `salt` only for the deterministic demo seed. */
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { ...ARGON2_OPTIONS, salt } : ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without one (unknown e-mail, an account with no
 * password) it verifies against a dummy hash anyway, so both take the same time and answer false.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-the-password-of-anyone");
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return Boolean(storedHash) && matches;
  } catch {
    return false;
  }
}
