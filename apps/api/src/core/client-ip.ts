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
