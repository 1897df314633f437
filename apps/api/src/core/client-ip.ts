import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isIP } from "node:net";

/** Without a connection (tests calling app.request) every caller shares this address. */
export const UNKNOWN_CLIENT_IP = "0.0.0.0";

function connectionAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const normalise = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/**
 * The client's IP address: the connection's peer, unless that peer is one of `trustedProxies`;
 * then X-Forwarded-For is read from the right, skipping trusted proxies, and the first other
 * address is the client. A forwarded value that is not an IP address is ignored.
 */
export function clientIpOf(c: Context, trustedProxies: readonly string[]): string {
  const peer = connectionAddress(c);
  let address = peer ? normalise(peer) : undefined;
  const trusted = new Set(trustedProxies.map(normalise));
  const isTrusted = (value: string | undefined) => value === undefined || trusted.has(value);
  if (trusted.size > 0 && isTrusted(address)) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map(normalise)
      .filter((entry) => isIP(entry) !== 0);
    while (forwarded.length > 0 && isTrusted(address)) address = forwarded.pop();
  }
  return address && isIP(address) !== 0 ? address : UNKNOWN_CLIENT_IP;
}

/**
 * The origin the client called, for the absolute URLs the API answers with (media): the request's
 * own, with the scheme the balancer says the client used (X-Forwarded-Proto) when the connection's
 * peer is one of `trustedProxies`. Behind a TLS-terminating balancer the API is called over plain
 * HTTP, but a page served over HTTPS may only load `https:` media (its Content-Security-Policy and
 * mixed-content rules).
 */
export function publicOriginOf(c: Context, trustedProxies: readonly string[]): string {
  const url = new URL(c.req.url);
  const peer = connectionAddress(c);
  const trusted = new Set(trustedProxies.map(normalise));
  const isFromProxy = trusted.size > 0 && (peer === undefined || trusted.has(normalise(peer)));
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (isFromProxy && (proto === "https" || proto === "http")) url.protocol = `${proto}:`;
  return url.origin;
}
