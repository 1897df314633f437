export { authBankidManifest } from "./manifest";
export { afterLoginPath, loginPathWithReferrer, safeReferrer } from "./login/redirect";
