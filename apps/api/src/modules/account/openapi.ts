import { UserSchema } from "@housing/contracts";
import {
  EmailLoginRequestSchema,
  LoginOkSchema,
  LogoutResponseSchema,
  RefreshTokenResponseSchema,
} from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import type { OperationSpec } from "../../core/openapi/operation";

const BEARER = "Needs `Authorization: Bearer <token>`; without a valid token of a live session: 401.";
const ERRORS =
  "Error outcomes are the error body with `error` = the outcome code (InvalidInput 400, InvalidCampaignCode 400, " +
  "InvalidEmailLoginInput 401, MustLoginWithBankId 403, MustActivatePid 403, NoBoardMember 403, SsnNotFound 404, " +
  "UserAlreadyExists 409, Error 422) and `TooManyAttempts` 429 with `Retry-After`.";

const TOKEN_EXAMPLE = "eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1In0.c2lnbmF0dXJl";
const USER_EXAMPLE = {
  id: "0b5c9a57-1f0e-5d59-9a5e-0a3d1e6c0b11",
  firstName: "Anna",
  lastName: "Andersson",
  email: "anna.andersson@example.com",
  isVip: false,
  isBoardMember: false,
};

export const accountOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/account_service/user",
    operationId: "getAccountUser",
    tag: "Account",
    summary: "The logged-in user",
    description: `${BEARER} The user with what is derived for the login's site and association: isVip, isBoardMember, brfAccount, consents, vipMemberships, payments, bookings, purchases.`,
    responses: { 200: { description: "The user (UserSchema).", schema: UserSchema, example: USER_EXAMPLE } },
  },
  {
    method: "get",
    path: "/account_service/login/refresh_token",
    operationId: "refreshLoginToken",
    tag: "Account",
    summary: "A new token for the same session",
    description: `${BEARER} A new 60-minute token for the caller's session (never beyond the session's end); 401 when the token is missing, invalid or its session revoked.`,
    responses: {
      200: {
        description: "The new token.",
        schema: RefreshTokenResponseSchema,
        example: { token: TOKEN_EXAMPLE, expiresAt: "2026-01-01T12:00:00.000Z" },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/logout",
    operationId: "logout",
    tag: "Account",
    summary: "Ends the session",
    description: `${BEARER} Revokes the session: its tokens and their refresh stop working at once.`,
    responses: { 200: { description: "Logged out.", schema: LogoutResponseSchema, example: { status: "LoggedOut" } } },
  },
  {
    method: "post",
    path: "/account_service/login/email",
    operationId: "loginWithEmail",
    tag: "Account",
    summary: "Login with e-mail and password",
    description:
      "A wrong password and an unknown e-mail answer the same InvalidEmailLoginInput (401). Failed attempts are limited " +
      "per account (5 in 15 minutes) and per IP address (30). The board tabs need BankID (MustLoginWithBankId); a case " +
      `login needs a national identity number (MustActivatePid). ${ERRORS}`,
    body: {
      schema: EmailLoginRequestSchema,
      example: {
        email: "anna.andersson@example.com",
        password: "Demo-1234",
        siteId: sites.se.siteId,
        loginType: "private",
      },
    },
    responses: {
      200: {
        description: "Logged in.",
        schema: LoginOkSchema,
        example: {
          status: "Ok",
          token: TOKEN_EXAMPLE,
          expiresAt: "2026-01-01T12:00:00.000Z",
          loginType: "private",
          role: "private",
          user: USER_EXAMPLE,
        },
      },
    },
  },
];
