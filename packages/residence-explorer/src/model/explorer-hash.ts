/*
 * The explorer's own hashes (issue 24): `#explorer` opens it, `#explorer/{viewId}` and
 * `#explorer/{viewId}/{apartmentNumber}` open it on a view and a home, `#explorer-link={id}`
 * resolves an external linker (a link from a brochure or a partner site) first.
 */

export const EXPLORER_HASH = "explorer";
const LINK_PREFIX = "explorer-link=";

export type ExplorerHash =
  { kind: "open"; viewId: string | null; apartmentNumber: string | null } | { kind: "link"; linkerId: string };

/** The hash (with or without "#") as the explorer reads it; null when it is not the explorer's. */
export function parseExplorerHash(hash: string): ExplorerHash | null {
  let text = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  if (text.startsWith(LINK_PREFIX)) {
    const linkerId = text.slice(LINK_PREFIX.length);
    return linkerId ? { kind: "link", linkerId } : null;
  }
  if (text !== EXPLORER_HASH && !text.startsWith(`${EXPLORER_HASH}/`)) return null;
  const [, viewId, apartmentNumber] = text.split("/");
  return { kind: "open", viewId: viewId || null, apartmentNumber: apartmentNumber || null };
}

/** The hash (without "#") that opens the explorer on a view and a home. */
export function explorerHash(viewId: string | null, apartmentNumber: string | null): string {
  if (!viewId) return EXPLORER_HASH;
  return [EXPLORER_HASH, viewId, ...(apartmentNumber ? [apartmentNumber] : [])].map(encodeURIComponent).join("/");
}
