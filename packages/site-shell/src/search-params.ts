/** Next's searchParams object as a stable query string (sorted, repeated keys kept). */
export function toQueryString(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(searchParams).sort()) {
    const value = searchParams[key];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  return query.toString();
}
