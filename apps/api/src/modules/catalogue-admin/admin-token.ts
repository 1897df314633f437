import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { sendError, sendNotFound } from "../../core/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The catalogue writers' check: `Authorization: Bearer <HOUSING_ADMIN_TOKEN>`, compared in
 * constant time. Without a configured secret the calls do not exist (404), so a server that
 * was not given one exposes nothing; a wrong or missing secret is a 401.
 */
export function requireAdminToken(adminToken: string | undefined): MiddlewareHandler {
  const expected = adminToken === undefined ? undefined : digest(adminToken);
  return async (c, next) => {
    if (!expected) return sendNotFound(c);
    const match = /^Bearer (\S+)$/.exec((c.req.header("authorization") ?? "").trim());
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      return sendError(c, 401, "Unauthorized", "adminTokenRequired");
    }
    await next();
  };
}
