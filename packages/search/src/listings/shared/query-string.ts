/*
 * Reading and writing a page's own query parameters while leaving every other one (utm_*,
 * campaign codes) as it came. Our values are written with `/`, `;`, `,` and `:` unescaped, so
 * an address such as `?tags=stockholms-lan/nacka;uppsala-lan&sort=size:asc` stays readable
 * and shareable; URLSearchParams reads both spellings.
 */

const READABLE = { "%2F": "/", "%3B": ";", "%2C": ",", "%3A": ":" } as const;

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F|%3B|%2C|%3A/g, (match) => READABLE[match as keyof typeof READABLE]);
}

/** The query string (without "?") with `ours` replaced by `values`, in `values`' order, after the others. */
export function writeQuery(
  currentQuery: string,
  ours: readonly string[],
  values: ReadonlyArray<readonly [string, string]>,
): string {
  const others = new URLSearchParams(currentQuery);
  for (const key of ours) others.delete(key);
  const parts = [...others.entries()].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  for (const [key, value] of values) parts.push(`${encodeURIComponent(key)}=${encodeValue(value)}`);
  return parts.join("&");
}

/** The one value of a parameter; a repeated parameter is ambiguous and counts as absent. */
export function singleValue(params: URLSearchParams, key: string): string | undefined {
  const values = params.getAll(key);
  return values.length === 1 ? values[0] : undefined;
}
