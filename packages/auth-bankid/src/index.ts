/**
 * @housing/auth-bankid: login and the session's writes (the one feature that writes the session).
 * Today: the header's account place (slot `header.account`): the login button with the login
 * modal and its hashes, the user button of a logged-in visitor, and the frame's session modals
 * (expired session, e-ident hash errors, the BankID order resumed from the query); my pages'
 * add-bank-ID modal.
 */
export { AccountButton } from "./account-button";
export { default as BankIdResume } from "./bankid-resume";
export { default as EidentErrorModal, EidentErrorMessage } from "./eident-error-modal";
export { EIDENT_ERROR_KINDS, eidentErrorHash, eidentErrorOfHash, type EidentErrorKind } from "./eident-errors";
export { default as ExpiredSessionModal } from "./expired-session-modal";
export { AddBankIdModal, type AddBankIdState } from "./pages/account/add-bank-id";
export { LOGIN_HASHES, Login } from "./login";
export { LoginButton } from "./login-button";
export { SignedInAccount, UserButton, userInitials } from "./signed-in-account";
export type { LoginType } from "./types";
export { afterLoginPath, loginPathWithReferrer, safeReferrer } from "./pages/login/redirect";
export { CASE_MANAGEMENT_EVENT, LOGIN_MODAL_NAMES, LOGIN_MODAL_VARIANTS, type LoginModalName } from "./login-hashes";
// The login's views, for stories (the sites load them through the manifests and the modal's chunk).
export { LoginPage } from "./pages/login/login-page";
export { LoginPanel, type LoginOutcome, type ViewStates } from "./pages/login/login-panel";
export { LoginModalBody } from "./pages/login/login-modal-body";
export { authBankidLoginMessages } from "./pages/messages/login-catalogue";
