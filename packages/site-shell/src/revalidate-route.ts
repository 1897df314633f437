import "server-only";
import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { isSiteCode } from "@housing/site-config";
import { CONTENT_TAG } from "./cache-tags";
import { revalidatePeers, revalidateSecret } from "./env";

/** The most tags one call may name. */
const MAX_TAGS = 100;
const TAG = /^(?:content|(?:site|layout|search):([a-z-]+)|page:([a-z-]+):(\/[^\s]{0,199}))$/;

function isKnownTag(tag: string): boolean {
  const match = TAG.exec(tag);
  if (!match) return false;
  const code = match[1] ?? match[2];
  return code === undefined || isSiteCode(code);
}

function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const wanted = Buffer.from(`Bearer ${secret}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `POST /_revalidate/` (the app's `app/%5Frevalidate/route.ts`): the CMS or the API calls it when
 * content changes, and the pages showing that content are rendered again on their next visit.
 *
 *     curl -X POST https://www.example/_revalidate/ \
 *       -H "authorization: Bearer $HOUSING_REVALIDATE_SECRET" \
 *       -H "content-type: application/json" \
 *       -d '{"tags":["page:se:/om-oss/","layout:se"]}'
 *
 * `tags` are those of cache-tags.ts (`content`, `site:{code}`, `layout:{code}`, `search:{code}`,
 * `page:{code}:{path}`); without a body, `content` (everything). Each tag is revalidated with
 * the `max` profile (stale-while-revalidate: the next visit still gets the old page and starts its
 * render, the visits after it get the new one), or, with `"expire": "now"`, expired at once (the
 * next visit waits for the fresh page: the API's call when a booking changes a home's status). Each app keeps its own cache, so the caller calls
 * every app that serves the site. An app that runs as several processes behind a balancer gets one
 * call, on whichever process the balancer picks: that process passes it on to the others, named in
 * HOUSING_REVALIDATE_PEERS (their origins, comma-separated: `http://se-2:3000`), marked so they do not
 * pass it on again; the answer counts the peers that failed. Answers 404 when
 * HOUSING_REVALIDATE_SECRET is not set (at least 24 characters), 401 without the right bearer
 * token, 400 for a body that names no known tag.
 */
export async function revalidateRoute(request: Request): Promise<Response> {
  const secret = revalidateSecret();
  if (!secret) return new Response(null, { status: 404 });
  if (!authorized(request, secret)) return new Response(null, { status: 401 });
  const text = await request.text();
  let tags: unknown = [CONTENT_TAG];
  let expire: unknown;
  if (text.trim()) {
    try {
      ({ tags, expire } = JSON.parse(text) as { tags?: unknown; expire?: unknown });
    } catch {
      tags = undefined;
    }
  }
  if (
    !Array.isArray(tags) ||
    tags.length === 0 ||
    tags.length > MAX_TAGS ||
    !tags.every((tag): tag is string => typeof tag === "string" && isKnownTag(tag))
  ) {
    return Response.json(
      { error: "tags: 1 to 100 of content, site:{code}, layout:{code}, search:{code}, page:{code}:{path}" },
      { status: 400 },
    );
  }
  if (expire !== undefined && expire !== "now")
    return Response.json({ error: 'expire: "now" or left out' }, { status: 400 });
  // "now": the next visit waits for fresh data instead of getting the stale page (a home just reserved).
  for (const tag of tags) revalidateTag(tag, expire === "now" ? { expire: 0 } : "max");
  const failedPeers = request.headers.has(RELAYED_HEADER) ? 0 : await relayToPeers(text, secret);
  return Response.json({ revalidated: tags, failedPeers });
}

/** Marks a call one process passed on to its peers, which revalidate and pass it on no further. */
const RELAYED_HEADER = "x-housing-revalidate-relayed";
/** How long a peer may take: a process that hangs must not hold the API's call. */
const PEER_TIMEOUT_MS = 3_000;

/** Passes the call on to every peer at once; the number that did not answer 2xx in time. */
async function relayToPeers(body: string, secret: string): Promise<number> {
  const peers = revalidatePeers();
  const results = await Promise.allSettled(
    peers.map((origin) =>
      fetch(`${origin}/_revalidate/`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json", [RELAYED_HEADER]: "1" },
        body: body.trim() ? body : undefined,
        signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
        cache: "no-store",
      }),
    ),
  );
  const failed = results.filter((result) => result.status === "rejected" || !result.value.ok).length;
  if (failed > 0)
    console.warn(JSON.stringify({ message: "revalidation not passed on", failedPeers: failed, peers: peers.length }));
  return failed;
}
