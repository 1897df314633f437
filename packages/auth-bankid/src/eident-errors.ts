import { EIDENT_HASH_ERRORS, type EidentHashError } from "@housing/contracts/booking/errors";

/**
 * Spec section 8: the Norwegian e-ident hash errors. A page reached with `#eident-error=<kind>`
 * (the e-ID return page after a failed login or bank-ID update, or a purchase flow) shows the
 * kind's message; a kind nobody knows is shown as "purchase". No React here: the header's
 * account place reads the hash on every page.
 */
export const EIDENT_ERROR_KINDS = EIDENT_HASH_ERRORS;
export type EidentErrorKind = EidentHashError;

/** The hash's name (the modal's hash handling leaves it alone: @housing/ui's PRESERVED_HASHES). */
export const EIDENT_ERROR_HASH = "eident-error";

/** A kind as the hash carries it; unknown ones map to "purchase" (spec section 8). */
export function eidentErrorKind(value: string): EidentErrorKind {
  const kind = value.trim().toLowerCase();
  return (EIDENT_ERROR_KINDS as readonly string[]).includes(kind) ? (kind as EidentErrorKind) : "purchase";
}

/** The error a location hash (`#eident-error=ssnnomatch`) carries, or null when it carries none. */
export function eidentErrorOfHash(hash: string): EidentErrorKind | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  const [name, ...rest] = decoded.split("=");
  if (name !== EIDENT_ERROR_HASH) return null;
  return eidentErrorKind(rest.join("="));
}

/** The hash (without "#") that reports `kind`. */
export function eidentErrorHash(kind: EidentErrorKind): string {
  return `${EIDENT_ERROR_HASH}=${kind}`;
}
