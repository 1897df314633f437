import { Hono } from "hono";
import {
  AssociationParamsSchema,
  BankIdSessionParamsSchema,
  BankIdStartRequestSchema,
  EidentRegisterStartRequestSchema,
  EidentStartRequestSchema,
  EidentStatusRequestSchema,
  EidentUpdateStartRequestSchema,
  ChangeEmailParamsSchema,
  DevBankIdApproveRequestSchema,
  ConsentRequestSchema,
  EmailCodeRequestSchema,
  RegisterRequestSchema,
  UpdateUserRequestSchema,
  VipMembershipRequestSchema,
  EmailLoginRequestSchema,
  ForgotPasswordRequestSchema,
  SetPasswordRequestSchema,
  TriggerChangeEmailRequestSchema,
  UpdatePasswordRequestSchema,
  type LogoutResponse,
} from "@housing/contracts/account";
import { ProfilePatchSchema } from "@housing/contracts/my-pages";
import type { Context } from "hono";
import { bearerTokenOf, requireUser, sessionOf, userOf } from "../../core/auth";
import { clientIpOf } from "../../core/client-ip";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendNotFound } from "../../core/errors";
import { describeError } from "../../core/logger";
import { validate } from "../../core/validation";
import { bankIdStatus, cancelBankId, selectAssociation, startBankId } from "./bankid";
import type { BankIdPort } from "./bankid-port";
import type { EidClient } from "../../providers/eid";
import { emailLogin } from "./email-login";
import { finishEident, startEident } from "./eident";
import { finishEidentRegister, startEidentRegister } from "./eident-register";
import { finishEidentUpdate, startEidentUpdate } from "./eident-update";
import { sendProblem } from "./outcomes";
import { patchProfile } from "./profile";
import { latestMails, mailAttachment, outboxPage } from "./outbox";
import { addConsent, addVipMembership, register, sendEmailCode, updateUser } from "./registration";
import { refreshSession, revokeSession } from "./sessions";
import {
  changeEmail,
  forgotPassword,
  hasDocuments,
  setPassword,
  triggerChangeEmail,
  updatePassword,
} from "./user-system";
import { userAnswer } from "./users";

/** The account service (spec section 7, "Account"); what each call does is in README.md beside this file. */
export function accountRoutes(deps: AppDependencies): Hono {
  const ip = (c: Context) => clientIpOf(c, deps.auth.trustedProxies);
  const unavailable = (c: Context) => sendError(c, 503, "ServiceUnavailable", "bankIdUnavailable");
  /** Runs a BankID call; 503 without a provider or when it does not answer. */
  const withBankId = async (c: Context, run: (bankId: BankIdPort) => Promise<Response>): Promise<Response> => {
    if (!deps.bankId) return unavailable(c);
    try {
      return await run(deps.bankId);
    } catch (error) {
      deps.logger.warn("BankID call failed", describeError(error));
      return unavailable(c);
    }
  };
  /** Runs an e-ident call; 503 without the broker's client or when the broker does not answer. */
  const withEid = async (c: Context, run: (eid: EidClient) => Promise<Response>): Promise<Response> => {
    if (!deps.eid) return sendError(c, 503, "ServiceUnavailable", "eidentUnavailable");
    try {
      return await run(deps.eid);
    } catch (error) {
      deps.logger.warn("e-ID broker call failed", describeError(error));
      return sendError(c, 503, "ServiceUnavailable", "eidentUnavailable");
    }
  };
  const routes = new Hono()
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
    })
    .post("/account_service/login/bank_id/start", validate("json", BankIdStartRequestSchema), (c) =>
      withBankId(c, async (bankId) => {
        const session = sessionOf(c);
        const result = await startBankId(
          deps,
          bankId,
          c.req.valid("json"),
          ip(c),
          session.isAuthenticated ? session : null,
        );
        if (result === "unauthorized") return sendError(c, 401, "Unauthorized", "loginRequired");
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .get(
      "/account_service/login/bank_id/status/board_member/select/:associationId",
      validate("param", AssociationParamsSchema),
      async (c) => {
        const result = await selectAssociation(deps, bearerTokenOf(c), c.req.valid("param").associationId);
        if (result === "unauthorized") return sendError(c, 401, "Unauthorized", "selectionExpired");
        return sendProblem(c, result) ?? c.json(result);
      },
    )
    .get("/account_service/login/bank_id/status/:sessionId", validate("param", BankIdSessionParamsSchema), (c) =>
      withBankId(c, async (bankId) => {
        const result = await bankIdStatus(deps, bankId, c.req.valid("param").sessionId);
        if (result === "notFound") return sendNotFound(c);
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post("/account_service/login/bank_id/cancel/:sessionId", validate("param", BankIdSessionParamsSchema), (c) =>
      withBankId(c, async (bankId) => {
        const result = await cancelBankId(deps, bankId, c.req.valid("param").sessionId);
        if (result === "notFound") return sendNotFound(c);
        return c.json({ status: "Cancelled" as const });
      }),
    )
    .post("/account_service/login/eident/start", validate("json", EidentStartRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const result = await startEident(deps, eid, c.req.valid("json"));
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post("/account_service/login/eident/status", validate("json", EidentStatusRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const result = await finishEident(deps, eid, c.req.valid("json"));
        if (result === "notFound") return sendNotFound(c);
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post(
      "/account_service/update/eident/start",
      requireUser(),
      validate("json", EidentUpdateStartRequestSchema),
      (c) =>
        withEid(c, async (eid) => {
          const result = await startEidentUpdate(deps, eid, userOf(c), c.req.valid("json"));
          return sendProblem(c, result) ?? c.json(result);
        }),
    )
    .post("/account_service/update/eident/status", requireUser(), validate("json", EidentStatusRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const result = await finishEidentUpdate(deps, eid, userOf(c), c.req.valid("json"));
        if (result === "notFound") return sendNotFound(c);
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post("/account_service/register/email_code", validate("json", EmailCodeRequestSchema), async (c) => {
      const result = await sendEmailCode(deps, c.req.valid("json"), ip(c));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post("/account_service/register/eident/start", validate("json", EidentRegisterStartRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const result = await startEidentRegister(deps, eid, c.req.valid("json"));
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post("/account_service/register/eident/status", validate("json", EidentStatusRequestSchema), (c) =>
      withEid(c, async (eid) => {
        const result = await finishEidentRegister(deps, eid, c.req.valid("json"));
        if (result === "notFound") return sendNotFound(c);
        return sendProblem(c, result) ?? c.json(result);
      }),
    )
    .post("/account_service/register", validate("json", RegisterRequestSchema), async (c) => {
      const result = await register(deps, c.req.valid("json"));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post("/account_service/update", requireUser(), validate("json", UpdateUserRequestSchema), async (c) => {
      const result = await updateUser(deps, userOf(c), c.req.valid("json"));
      return sendProblem(c, result) ?? c.json(result);
    })
    .patch("/account_service/profile", requireUser(), validate("json", ProfilePatchSchema), async (c) => {
      const result = await patchProfile(deps, userOf(c), c.req.valid("json"));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post(
      "/account_service/update/vipmembership",
      requireUser(),
      validate("json", VipMembershipRequestSchema),
      async (c) => {
        const result = await addVipMembership(deps, userOf(c), c.req.valid("json"));
        return sendProblem(c, result) ?? c.json(result);
      },
    )
    .post("/account_service/consent", requireUser(), validate("json", ConsentRequestSchema), async (c) => {
      const result = await addConsent(deps, userOf(c), c.req.valid("json").siteId);
      return sendProblem(c, result) ?? c.json(result);
    })
    // The user-system proxy of spec section 7, under /user_system.
    .post("/user_system/forgotpassword", validate("json", ForgotPasswordRequestSchema), async (c) => {
      const result = await forgotPassword(deps, c.req.valid("json"), ip(c));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post("/user_system/setpassword", validate("json", SetPasswordRequestSchema), async (c) => {
      const result = await setPassword(deps, c.req.valid("json"));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post("/user_system/updatepassword", requireUser(), validate("json", UpdatePasswordRequestSchema), async (c) => {
      const result = await updatePassword(deps, userOf(c), c.req.valid("json"));
      return sendProblem(c, result) ?? c.json(result);
    })
    .post(
      "/user_system/triggerchangeemail",
      requireUser(),
      validate("json", TriggerChangeEmailRequestSchema),
      async (c) => {
        const result = await triggerChangeEmail(deps, userOf(c), c.req.valid("json"));
        return sendProblem(c, result) ?? c.json(result);
      },
    )
    .get("/user_system/hasdocuments", requireUser(), async (c) => c.json(await hasDocuments(deps, userOf(c).userId)))
    .get("/user_system/changeemail/:token", validate("param", ChangeEmailParamsSchema), async (c) => {
      const result = await changeEmail(deps, c.req.valid("param").token);
      return sendProblem(c, result) ?? c.json(result);
    });
  // Development only: the mails of the outbox with their links. Not mounted in preprod or production (404).
  if (deps.auth.environment !== "preprod" && deps.auth.environment !== "production") {
    routes.get("/_dev/outbox", async (c) => {
      c.header("cache-control", "no-store");
      // Its own policy: the page's one inline style sheet, nothing else (no script, no frame).
      c.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return c.html(outboxPage(await latestMails(deps)));
    });
    routes.get("/_dev/outbox/:mailId/attachments/:index", async (c) => {
      const mailId = c.req.param("mailId");
      const index = Number(c.req.param("index"));
      if (!/^[0-9a-f-]{36}$/i.test(mailId) || !Number.isInteger(index) || index < 0) return sendNotFound(c);
      const file = await mailAttachment(deps, mailId, index);
      if (!file) return sendNotFound(c);
      c.header("cache-control", "no-store");
      c.header("content-type", file.type);
      c.header("content-disposition", `attachment; filename="${file.name.replace(/[^\w.-]/g, "_")}"`);
      return c.body(new Uint8Array(Buffer.from(file.base64, "base64")));
    });
    // The sites' developer-only BankID form: the simulator's identities and approving an order
    // without the phone. Mounted only outside preprod and production, and only on the simulator.
    const testPhone = deps.bankId?.testPhone;
    if (testPhone) {
      routes
        .get("/_dev/bankid/identities", async (c) => {
          c.header("cache-control", "no-store");
          try {
            return c.json({ identities: await testPhone.identities() });
          } catch (error) {
            deps.logger.warn("BankID simulator call failed", describeError(error));
            return unavailable(c);
          }
        })
        .post("/_dev/bankid/approve", validate("json", DevBankIdApproveRequestSchema), async (c) => {
          const { autoStartToken, personalNumber } = c.req.valid("json");
          try {
            if (!(await testPhone.approve(autoStartToken, personalNumber))) return sendNotFound(c);
            return c.json({ status: "Ok" as const });
          } catch (error) {
            deps.logger.warn("BankID simulator call failed", describeError(error));
            return unavailable(c);
          }
        });
    }
  }
  return routes;
}
