import type { Context, MiddlewareHandler } from "hono";
import { sessionOf } from "../auth";
import { clientIpOf } from "../client-ip";
import type { Database } from "../db/client";
import { errorBody } from "../errors";
import { describeError, type Logger } from "../logger";
import type { RateLimitRule } from "./rules";
import { counterStore, type Hit } from "./store";

export interface RateLimitOptions {
  db: Database;
  rules: readonly RateLimitRule[];
  /** Values of `{name}` in the rules' paths (the base paths configured at start). */
  bases: Readonly<Record<string, string>>;
  trustedProxies: readonly string[];
  now: () => Date;
  logger: Logger;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  rule: RateLimitRule;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

function compile(rules: readonly RateLimitRule[], bases: Readonly<Record<string, string>>): CompiledRoute[] {
  return rules.flatMap((rule) =>
    rule.routes.map((route) => {
      const [method, path] = route.split(" ") as [string, string];
      const withBases = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const base = bases[name];
        if (base === undefined) throw new Error(`Rate limit rule ${rule.name}: no base path {${name}}`);
        return base;
      });
      const source = withBases
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : escape(segment)))
        .join("/");
      return { method, pattern: new RegExp(`^${source}/?$`), rule };
    }),
  );
}

/** The e-mail a call made before login names, lower-cased; undefined when the body has none. */
async function bodyEmail(c: Context): Promise<string | undefined> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return undefined;
  try {
    const body: unknown = await c.req.json();
    const email = body instanceof Object ? (body as { email?: unknown }).email : undefined;
    return typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : undefined;
  } catch (error) {
    // The body limit's error must reach it (413); malformed JSON is the validator's 400.
    if (error instanceof Error && error.name === "BodyLimitError") throw error;
    return undefined;
  }
}

/**
 * The request limits of RATE_LIMIT_RULES (README.md beside this file): a matching request counts
 * one hit per IP address and per account, and is answered 429 with Retry-After when a budget is
 * spent. The counters live in the database (store.ts), shared by every API process. When the
 * database cannot count, the request goes on: the limit is a guard, not a dependency.
 */
export function rateLimits(options: RateLimitOptions): MiddlewareHandler {
  const routes = compile(options.rules, options.bases);
  const store = counterStore(options.db);
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    const match = routes.find((route) => route.method === method && route.pattern.test(path));
    if (!match) return next();
    const { rule } = match;
    const hits: Hit[] = [{ key: `${rule.name}:ip:${clientIpOf(c, options.trustedProxies)}`, ...rule.perIp }];
    if (rule.perAccount) {
      const session = sessionOf(c);
      const account = session.isAuthenticated ? `user:${session.userId}` : await emailKey(c);
      if (account) hits.push({ key: `${rule.name}:account:${account}`, ...rule.perAccount });
    }
    let wait: number | null = null;
    try {
      wait = await store.take(hits, options.now());
    } catch (error) {
      options.logger.warn("rate limit not counted", { rule: rule.name, ...describeError(error) });
    }
    if (wait === null) return next();
    c.header("Retry-After", String(wait));
    // The seconds are in the body too, like the account module's 429 (modules/account/outcomes.ts).
    return c.json({ ...errorBody(429, "TooManyRequests", "tooManyRequests"), retryAfter: wait }, 429);
  };
}

async function emailKey(c: Context): Promise<string | undefined> {
  const email = await bodyEmail(c);
  return email ? `email:${email}` : undefined;
}
