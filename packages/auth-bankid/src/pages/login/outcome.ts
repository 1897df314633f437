import { isApiError } from "@housing/api-client";
import type { MessageId } from "@housing/i18n/react";

/** The statuses of spec section 3 that arrive as errors, each with its own message (section 8). */
const ERROR_STATUSES = [
  "InvalidInput",
  "InvalidEmailLoginInput",
  "MustLoginWithBankId",
  "SsnNotFound",
  "MustActivatePid",
  "NoBoardMember",
  "Error",
] as const;
export type LoginErrorStatus = (typeof ERROR_STATUSES)[number];

/** Refusals of a registration or VIP upgrade (spec section 8), with the register page's messages. */
const REGISTER_STATUSES = ["UserAlreadyExists", "InvalidCampaignCode", "personDeceased"] as const;
export type RegisterErrorStatus = (typeof REGISTER_STATUSES)[number];

export type LoginProblem =
  | { kind: "status"; status: LoginErrorStatus }
  | { kind: "register"; status: RegisterErrorStatus }
  | { kind: "tooManyAttempts"; minutes: number }
  | { kind: "generic" };

/** What went wrong with a login call, for the message next to the form (what was typed stays). */
export function loginProblemOf(error: unknown): LoginProblem {
  if (!isApiError(error)) return { kind: "generic" };
  if (error.status === 429) {
    const seconds = (error.body as { retryAfter?: unknown } | null)?.retryAfter;
    return {
      kind: "tooManyAttempts",
      minutes: Math.max(1, Math.ceil((typeof seconds === "number" ? seconds : 60) / 60)),
    };
  }
  // The status is the error body's `error` (or its message key); either names it.
  const body = error.errorBody;
  // Spec section 4: the deceased are refused ("Error" with the message personDeceased).
  const refused = [body?.message, body?.error].find(
    (code): code is RegisterErrorStatus =>
      typeof code === "string" && (REGISTER_STATUSES as readonly string[]).includes(code),
  );
  if (refused) return { kind: "register", status: refused };
  const found = [body?.error, body?.message].find(
    (code): code is LoginErrorStatus =>
      typeof code === "string" && (ERROR_STATUSES as readonly string[]).includes(code),
  );
  return found ? { kind: "status", status: found } : { kind: "generic" };
}

export function problemMessage(problem: LoginProblem): { id: MessageId; values?: Record<string, number> } {
  if (problem.kind === "tooManyAttempts")
    return { id: "auth-bankid-pages.status.tooManyAttempts", values: { minutes: problem.minutes } };
  if (problem.kind === "status") return { id: `auth-bankid-pages.status.${problem.status}` };
  if (problem.kind === "register") return { id: `auth-bankid-pages.register.status.${problem.status}` };
  return { id: "auth-bankid-pages.status.Error" };
}

const HINTS = ["outstandingTransaction", "noClient", "started", "userSign", "userMrtd", "userCallConfirm"] as const;
const FAILURES = ["userCancel", "cancelled", "expiredTransaction", "startFailed", "certificateErr"] as const;

/** A pending order's hint code as a message; unknown codes (spec: must be handled) get a neutral one. */
export function hintMessage(hintCode: string | null | undefined): MessageId {
  return (HINTS as readonly string[]).includes(hintCode ?? "")
    ? (`auth-bankid-pages.bankid.hint.${hintCode}` as MessageId)
    : "auth-bankid-pages.bankid.hint.unknown";
}

/** A failed order's hint code as a message. */
export function failureMessage(hintCode: string | null | undefined): MessageId {
  return (FAILURES as readonly string[]).includes(hintCode ?? "")
    ? (`auth-bankid-pages.bankid.failed.${hintCode}` as MessageId)
    : "auth-bankid-pages.bankid.failed.unknown";
}
