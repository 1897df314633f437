import { UserSchema } from "@housing/contracts";
import {
  AcceptedResponseSchema,
  ChangeEmailParamsSchema,
  ChangeEmailResponseSchema,
  ForgotPasswordRequestSchema,
  SetPasswordRequestSchema,
  TriggerChangeEmailRequestSchema,
  UpdatePasswordRequestSchema,
  AssociationParamsSchema,
  BankIdSessionParamsSchema,
  BankIdStartRequestSchema,
  EidentStartRequestSchema,
  EidentStartResponseSchema,
  EidentStatusRequestSchema,
  EidentUpdateStartRequestSchema,
  HasDocumentsResponseSchema,
  BankIdStartResponseSchema,
  LoginCancelledSchema,
  LoginResponseSchema,
  EmailLoginRequestSchema,
  LoginOkSchema,
  LogoutResponseSchema,
  RefreshTokenResponseSchema,
} from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import type { OperationSpec } from "../../core/openapi/operation";
import { BEARER, ERRORS, TOKEN_EXAMPLE, USER_EXAMPLE } from "./openapi-shared";
import { accountRegistrationOperations } from "./registration-openapi";

export const accountOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/account_service/user",
    operationId: "getAccountUser",
    requiresUser: true,
    tag: "Account",
    summary: "The logged-in user",
    description: `${BEARER} The user with what is derived for the login's site and association: isVip, isBoardMember, brfAccount, consents, vipMemberships, payments, bookings, purchases.`,
    responses: { 200: { description: "The user (UserSchema).", schema: UserSchema, example: USER_EXAMPLE } },
  },
  {
    method: "get",
    path: "/account_service/login/refresh_token",
    operationId: "refreshLoginToken",
    requiresUser: true,
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
    requiresUser: true,
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
  {
    method: "post",
    path: "/account_service/login/bank_id/start",
    operationId: "startBankIdLogin",
    tag: "Account",
    summary: "Starts a BankID order (login, board login, register, update)",
    description:
      "Answers the browser's `sessionId` (128 random bits) and the `autoStartToken` for the app on the same device. " +
      "The order's QR secret stays on the server. The update flow (a user adding a personal number) needs the bearer " +
      "token. 503 when no BankID provider is configured or it does not answer.",
    body: {
      schema: BankIdStartRequestSchema,
      example: { flow: "login", loginType: "private", siteId: sites.se.siteId },
    },
    responses: {
      200: {
        description: "The order is started.",
        schema: BankIdStartResponseSchema,
        example: {
          sessionId: "4f1c2b7e9a0d4c3b8e6f1a2b3c4d5e6f",
          autoStartToken: "7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6",
        },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/login/eident/start",
    operationId: "startEidentLogin",
    tag: "Account",
    summary: "Starts an e-ident login at the e-ID broker (Norwegian BankID, Finnish bank ID)",
    description:
      "For the Norwegian and Finnish sites: answers the broker's authorization URL (Authorization Code with PKCE) to send " +
      "the visitor to. `returnUrl` must be the site's electronic-ID return page; state, nonce and the PKCE verifier stay " +
      "on the server. 503 when the broker is not configured or does not answer.",
    body: {
      schema: EidentStartRequestSchema,
      example: {
        flow: "login",
        loginType: "private",
        siteId: sites.no.siteId,
        returnUrl: "http://localhost:3003/logg-inn/e-id/",
      },
    },
    responses: {
      200: {
        description: "Where to send the visitor.",
        schema: EidentStartResponseSchema,
        example: { authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?client_id=housing-local" },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/login/eident/status",
    operationId: "finishEidentLogin",
    tag: "Account",
    summary: "Finishes an e-ident login with what the broker sent back",
    description:
      "The return page's `code`, `state` and `iss` (or `error`). The broker's answer is checked (state, nonce, issuer, " +
      "audience, expiry, signature), then the person logs in by the rules of a BankID login: Ok, ChooseBoardMember, " +
      `Cancelled, or an error (SsnNotFound, NoBoardMember, Error). 404 for an unknown, used or stale state. ${ERRORS}`,
    body: {
      schema: EidentStatusRequestSchema,
      example: {
        state: "3q2-Ux1ZkQ",
        code: "n0esc3NRze7LTCu7iYzS6a5acc3f0ogp4",
        iss: "http://127.0.0.1:4303/auth/open",
      },
    },
    responses: {
      200: {
        description: "The outcome.",
        schema: LoginResponseSchema,
        example: { status: "Cancelled" },
      },
    },
  },
  {
    method: "get",
    path: "/account_service/login/bank_id/status/{sessionId}",
    operationId: "getBankIdStatus",
    tag: "Account",
    summary: "Polls a BankID order (every second)",
    description:
      "Pending with the hint code and the QR string of this second (`bankid.{qrStartToken}.{qrTime}.{hmac}`), or the " +
      "outcome: Ok (token and user), ChooseBoardMember (associations and a 5-minute selection token), Cancelled, Ok " +
      "with a registration token for the register flow, or an error (SsnNotFound, NoBoardMember, UserAlreadyExists, " +
      `Error). 404 once the order has finished or is unknown. ${ERRORS}`,
    params: BankIdSessionParamsSchema,
    responses: {
      200: {
        description: "Pending or the outcome.",
        schema: LoginResponseSchema,
        example: { status: "Pending", hintCode: "outstandingTransaction", qrCode: "bankid.67df3917.0.dc69358e" },
      },
    },
  },
  {
    method: "get",
    path: "/account_service/login/bank_id/status/board_member/select/{associationId}",
    operationId: "selectBoardMemberAssociation",
    tag: "Account",
    summary: "A board member of several associations picks one",
    description:
      "Takes the selection token of ChooseBoardMember as `Authorization: Bearer` (401 when missing or expired). Ok with a " +
      "session for that association, or NoBoardMember (not a member; or an association without technical management " +
      "outside a Swedish case login).",
    params: AssociationParamsSchema,
    responses: {
      200: {
        description: "Logged in for the association.",
        schema: LoginOkSchema,
        example: {
          status: "Ok",
          token: TOKEN_EXAMPLE,
          expiresAt: "2026-01-01T12:00:00.000Z",
          loginType: "boardMember",
          role: "boardMember",
          user: { ...USER_EXAMPLE, isBoardMember: true },
        },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/login/bank_id/cancel/{sessionId}",
    operationId: "cancelBankIdLogin",
    tag: "Account",
    summary: "Cancels a BankID order",
    description: "404 when the order is unknown or has finished.",
    params: BankIdSessionParamsSchema,
    responses: { 200: { description: "Cancelled.", schema: LoginCancelledSchema, example: { status: "Cancelled" } } },
  },
  {
    method: "post",
    path: "/user_system/forgotpassword",
    operationId: "forgotPassword",
    tag: "Account",
    summary: "Mails a reset-password link",
    description:
      "Always the same answer whether the e-mail has an account. Limited like login (per e-mail and per IP address; 429 " +
      "with Retry-After). The link opens the site's forgotten-password page with `?token=` (valid one hour, single use).",
    body: {
      schema: ForgotPasswordRequestSchema,
      example: { email: "anna.andersson@example.com", siteId: sites.se.siteId },
    },
    responses: { 200: { description: "Accepted.", schema: AcceptedResponseSchema, example: { status: "Ok" } } },
  },
  {
    method: "post",
    path: "/user_system/setpassword",
    operationId: "setPassword",
    tag: "Account",
    summary: "Sets a new password with the reset link's token",
    description:
      "The token is single use and expires after an hour (else 400 with `body.token: tokenInvalid`). The password has at " +
      "least 6 characters. Every session of the user ends.",
    body: {
      schema: SetPasswordRequestSchema,
      example: { token: "Jx6tX1nq3mYkE0oQ9bq7v2H5cW8zR4sL1dF6gA3hK0p", password: "New-pass-1" },
    },
    responses: {
      200: { description: "The password is set.", schema: AcceptedResponseSchema, example: { status: "Ok" } },
    },
  },
  {
    method: "post",
    path: "/user_system/updatepassword",
    operationId: "updatePassword",
    requiresUser: true,
    tag: "Account",
    summary: "Changes the logged-in user's password",
    description: `${BEARER} The old password must match (400 \`body.oldPassword: wrongPassword\`, or \`required\` when left out; failures limited like login). An account without a password (\`hasPassword: false\` in GET /account_service/user, made with BankID) leaves \`oldPassword\` out and sets its first one from a BankID or e-ident login; logged in otherwise it answers 400 \`body.oldPassword: passwordNotSet\` (the forgotten-password link sets one). The user's other sessions end.`,
    body: { schema: UpdatePasswordRequestSchema, example: { oldPassword: "Demo-1234", newPassword: "New-pass-1" } },
    responses: { 200: { description: "Changed.", schema: AcceptedResponseSchema, example: { status: "Ok" } } },
  },
  {
    method: "post",
    path: "/account_service/update/eident/start",
    operationId: "startEidentUpdate",
    requiresUser: true,
    tag: "Account",
    summary: "Starts adding bank-ID login to the account with e-ident (Norway, Finland)",
    description:
      `${BEARER} The logged-in user verifies at the e-ID broker (the add-bank-ID modal); \`returnUrl\` must be the ` +
      "site's electronic-ID return page. The state is bound to this user. 422 `personDeceased` for a deceased user; " +
      "503 when the broker is not configured or does not answer.",
    body: {
      schema: EidentUpdateStartRequestSchema,
      example: { siteId: sites.no.siteId, returnUrl: "http://localhost:3003/logg-inn/e-id/" },
    },
    responses: {
      200: {
        description: "Where to send the visitor.",
        schema: EidentStartResponseSchema,
        example: { authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?client_id=housing-local" },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/update/eident/status",
    operationId: "finishEidentUpdate",
    requiresUser: true,
    tag: "Account",
    summary: "Finishes adding bank-ID login with what the broker sent back",
    description:
      `${BEARER} The verified national identity number becomes the account's (names from the e-ID), and a new ` +
      "session starts: Ok with its token, or Cancelled. UserAlreadyExists (409) when another account has the number; " +
      "Error (422) `personDeceased`, or `securityNumberMismatch` when the account has another number. 404 for an " +
      `unknown, used or stale state, or one another user started. ${ERRORS}`,
    body: {
      schema: EidentStatusRequestSchema,
      example: {
        state: "3q2-Ux1ZkQ",
        code: "n0esc3NRze7LTCu7iYzS6a5acc3f0ogp4",
        iss: "http://127.0.0.1:4303/auth/open",
      },
    },
    responses: {
      200: { description: "The outcome.", schema: LoginResponseSchema, example: { status: "Cancelled" } },
    },
  },
  {
    method: "get",
    path: "/user_system/hasdocuments",
    operationId: "hasDocuments",
    requiresUser: true,
    tag: "Account",
    summary: "Whether the logged-in user has documents to sign or approve",
    description:
      `${BEARER} True while a pending document of the user's bookings (on any site) waits for the user's ` +
      "signature or approval; the documents themselves are the documents service's (`/document_service/documents`).",
    responses: {
      200: { description: "The answer.", schema: HasDocumentsResponseSchema, example: { hasDocuments: false } },
    },
  },
  {
    method: "post",
    path: "/user_system/triggerchangeemail",
    operationId: "triggerChangeEmail",
    requiresUser: true,
    tag: "Account",
    summary: "Mails a confirmation link to a new e-mail address",
    description: `${BEARER} 400 \`body.email: emailInUse\` when another account has the address. The link opens the site's change-e-mail page (my pages) with \`?token=\` (24 hours, single use), which calls GET /user_system/changeemail/{token}.`,
    body: {
      schema: TriggerChangeEmailRequestSchema,
      example: { email: "anna.new@example.com", siteId: sites.se.siteId },
    },
    responses: { 200: { description: "Mailed.", schema: AcceptedResponseSchema, example: { status: "Ok" } } },
  },
  {
    method: "get",
    path: "/user_system/changeemail/{token}",
    operationId: "changeEmail",
    tag: "Account",
    summary: "Confirms an e-mail change",
    description:
      "400 `params.token: tokenInvalid` for an unknown, used or expired token, `params.token: emailInUse` when another account took the address meanwhile.",
    params: ChangeEmailParamsSchema,
    responses: {
      200: {
        description: "The e-mail is changed: the account's address from now on.",
        schema: ChangeEmailResponseSchema,
        example: { status: "Ok", email: "anna.new@example.com" },
      },
    },
  },
  ...accountRegistrationOperations,
];
