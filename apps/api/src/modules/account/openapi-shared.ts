/* What the account module's two operation lists share: the bearer and error texts, the examples. */
export const BEARER = "Needs `Authorization: Bearer <token>`; without a valid token of a live session: 401.";
export const ERRORS =
  "Error outcomes are the error body with `error` = the outcome code (InvalidInput 400, InvalidCampaignCode 400, " +
  "InvalidEmailLoginInput 401, MustLoginWithBankId 403, MustActivatePid 403, NoBoardMember 403, SsnNotFound 404, " +
  "UserAlreadyExists 409, Error 422) and `TooManyAttempts` 429 with `Retry-After`.";

export const TOKEN_EXAMPLE = "eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1In0.c2lnbmF0dXJl";
export const USER_EXAMPLE = {
  id: "0b5c9a57-1f0e-5d59-9a5e-0a3d1e6c0b11",
  firstName: "Anna",
  lastName: "Andersson",
  email: "anna.andersson@example.com",
  isVip: false,
  isBoardMember: false,
};
