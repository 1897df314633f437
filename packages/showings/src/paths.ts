import type { Country } from "@housing/site-config";

/*
 * The showings' pages under a stage's page (the API answers them with their templates): the
 * door's QR screen, the visitor's form and the prospectus order form, whose segment is in the
 * site's language.
 */

const ORDER_SEGMENTS: Record<Country, string> = { se: "bestall", no: "bestill", fi: "tilaa" };

/** `<stage page>bestall/` (nb `bestill/`, fi `tilaa/`). */
export function orderPathOf(country: Country, stageUrl: string): string {
  return `${withSlash(stageUrl)}${ORDER_SEGMENTS[country]}/`;
}

/** `<stage page>visning/`: the visitor's form page. */
export function visitPathOf(stageUrl: string): string {
  return `${withSlash(stageUrl)}visning/`;
}

/** The form page's address the door's QR code carries: `<origin><stage>visning/?d=<doorKey>&s=<showingId>`. */
export function doorLinkOf(origin: string, stageUrl: string, doorKey: string, showingId: string): string {
  const query = new URLSearchParams({ d: doorKey, s: showingId }).toString();
  return `${origin}${visitPathOf(stageUrl)}?${query}`;
}

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
