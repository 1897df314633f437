/*
 * Where a login leads (spec section 2): the `referrer` query parameter when it is a path on this
 * site, else my pages. Only a same-site path is followed ("/…" but not "//…" or "/\…"), so a
 * crafted login link can never send the visitor to another site after they log in.
 */

export function safeReferrer(query: string): string | null {
  const value = new URLSearchParams(query).get("referrer");
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export function afterLoginPath(query: string, myPagesPath: string): string {
  return safeReferrer(query) ?? myPagesPath;
}

/** The login page's address with the page to come back to (a 401 on a personal page sends here). */
export function loginPathWithReferrer(loginPath: string, referrer: string): string {
  return `${loginPath}?${new URLSearchParams({ referrer }).toString()}`;
}
