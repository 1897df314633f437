/**
 * @housing/auth-bankid: login and the session's writes (the one feature that writes the session).
 * Today: the header's account place (slot `header.account`): the login button with the login
 * modal and its hashes, and the user button of a logged-in visitor.
 */
export { AccountButton } from "./account-button";
export { LOGIN_HASHES, Login } from "./login";
export { LoginButton } from "./login-button";
export { SignedInAccount, UserButton, userInitials } from "./signed-in-account";
export type { LoginType } from "./types";
export { afterLoginPath, loginPathWithReferrer, safeReferrer } from "./pages/login/redirect";
