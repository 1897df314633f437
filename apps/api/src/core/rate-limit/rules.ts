/*
 * Every request rate limit of the API in one table (README.md beside this file has it as a table
 * too). A rule counts each matching request once per IP address and, where the request names an
 * account, once per account: the session's user, or the e-mail in the JSON body of the calls made
 * before there is a session (login, reset, registration, anonymous interest). The failed-login
 * limits of the account module (modules/account/rate-limit.ts) come on top of these.
 */

export interface Budget {
  max: number;
  windowSeconds: number;
}

export interface RateLimitRule {
  /** Part of the counters' keys, and the README's name for the rule. */
  name: string;
  /** `METHOD /path`, with `:name` for a path segment and `{base}` for the base paths set at start. */
  routes: readonly string[];
  perIp: Budget;
  /** Counted per logged-in user, or per the body's `email` when nobody is logged in. */
  perAccount?: Budget;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  {
    name: "login",
    routes: [
      "POST /account_service/login/email",
      "POST /account_service/login/bank_id/start",
      "POST /account_service/login/eident/start",
    ],
    perIp: { max: 100, windowSeconds: 10 * MINUTE },
    perAccount: { max: 20, windowSeconds: 10 * MINUTE },
  },
  {
    name: "password-reset",
    routes: ["POST /user_system/forgotpassword", "POST /user_system/setpassword"],
    perIp: { max: 30, windowSeconds: HOUR },
    perAccount: { max: 5, windowSeconds: HOUR },
  },
  {
    name: "registration",
    routes: [
      "POST /account_service/register",
      "POST /account_service/register/email_code",
      "POST /account_service/register/eident/start",
    ],
    perIp: { max: 30, windowSeconds: HOUR },
    perAccount: { max: 10, windowSeconds: HOUR },
  },
  {
    name: "interest",
    routes: [
      "POST /signup_service/interest",
      "POST /signup_service/interest/anonymous",
      "DELETE /signup_service/interest/:stageId/:objectId",
    ],
    perIp: { max: 30, windowSeconds: 10 * MINUTE },
    perAccount: { max: 20, windowSeconds: 10 * MINUTE },
  },
  {
    // The showing forms a visitor sends without a login, limited like the interest form.
    name: "showings",
    routes: [
      "POST /showing_service/bookings",
      "POST /showing_service/bookings/cancel",
      "POST /showing_service/bookings/checkin",
      "POST /showing_service/checkins",
      "POST /showing_service/orders",
    ],
    perIp: { max: 30, windowSeconds: 10 * MINUTE },
    perAccount: { max: 20, windowSeconds: 10 * MINUTE },
  },
  {
    name: "favourites",
    routes: ["POST /signup_service/favorite", "DELETE /signup_service/favorite/:stageId/:objectId"],
    perIp: { max: 120, windowSeconds: MINUTE },
    perAccount: { max: 60, windowSeconds: MINUTE },
  },
  {
    name: "chat",
    routes: ["POST {retriever}/ai/chat"],
    // The per-IP budget is the chat's questionsPerMinute (AppOptions.chat); this is its default.
    perIp: { max: 20, windowSeconds: MINUTE },
    perAccount: { max: 20, windowSeconds: MINUTE },
  },
  {
    name: "telemetry",
    routes: ["POST /api/webvitals/save", "POST /api/experiments/:code/:value"],
    perIp: { max: 120, windowSeconds: MINUTE },
  },
  {
    name: "uploads",
    routes: [
      "POST /case_management/customer/create_case",
      "POST /case_management/create_board_case/v2",
      "PATCH /case_management/case/:id",
      "PATCH /case_management/customer/case/:id",
    ],
    perIp: { max: 60, windowSeconds: 10 * MINUTE },
    perAccount: { max: 30, windowSeconds: 10 * MINUTE },
  },
];

/** `METHOD /path` of every limited route, parameters written `:`, bases filled in (the OpenAPI document's 429s). */
export function limitedRoutes(bases: Readonly<Record<string, string>>): Set<string> {
  return new Set(
    RATE_LIMIT_RULES.flatMap((rule) =>
      rule.routes.map((route) =>
        route.replace(/\{(\w+)\}/g, (_, name: string) => bases[name] ?? `{${name}}`).replace(/:\w+/g, ":"),
      ),
    ),
  );
}
