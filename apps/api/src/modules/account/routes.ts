import { Hono } from "hono";
import { EmailLoginRequestSchema, type LogoutResponse } from "@housing/contracts/account";
import { requireUser, userOf } from "../../core/auth";
import { clientIpOf } from "../../core/client-ip";
import type { AppDependencies } from "../../core/dependencies";
import { sendError } from "../../core/errors";
import { validate } from "../../core/validation";
import { emailLogin } from "./email-login";
import { sendProblem } from "./outcomes";
import { refreshSession, revokeSession } from "./sessions";
import { userAnswer } from "./users";

/** The account service (spec section 7, "Account"); what each call does is in README.md beside this file. */
export function accountRoutes(deps: AppDependencies): Hono {
  const ip = (c: Parameters<typeof clientIpOf>[0]) => clientIpOf(c, deps.auth.trustedProxies);
  return new Hono()
    .get("/account_service/user", requireUser(), async (c) => {
      const session = userOf(c);
      const user = await userAnswer(deps.db, session.userId, session);
      if (!user) return sendError(c, 401, "Unauthorized", "loginRequired");
      return c.json(user);
    })
    .get("/account_service/login/refresh_token", requireUser(), async (c) => {
      const refreshed = await refreshSession(deps, userOf(c));
      if (!refreshed) return sendError(c, 401, "Unauthorized", "loginRequired");
      return c.json(refreshed);
    })
    .post("/account_service/logout", requireUser(), async (c) => {
      await revokeSession(deps, userOf(c));
      const response: LogoutResponse = { status: "LoggedOut" };
      return c.json(response);
    })
    .post("/account_service/login/email", validate("json", EmailLoginRequestSchema), async (c) => {
      const result = await emailLogin(deps, c.req.valid("json"), ip(c));
      return sendProblem(c, result) ?? c.json(result);
    });
}
