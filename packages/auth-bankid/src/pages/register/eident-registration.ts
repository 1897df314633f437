import { registrationVerifiedOf, type RegistrationVerified } from "@housing/api-client";

/*
 * Registration with Norway's and Finland's e-ID (spec sections 2 and 7: `register/eident/…`):
 * the create-account page leaves for the broker, the electronic-ID return page finishes the flow
 * and hands the verified person back to the create-account page through session storage (this
 * tab only, read once), so the form fills as after BankID's register flow.
 */

/** Set while a registration is at the broker: the create-account page to go back to. */
export const EIDENT_REGISTER_KEY = "housing_eident_register";
/** The verified person and registration token, from the return page to the create-account page. */
export const EIDENT_REGISTRATION_KEY = "housing_eident_registration";

/** Kept by the return page for the create-account page. */
export function keepEidentRegistration(verified: RegistrationVerified): void {
  sessionStorage.setItem(EIDENT_REGISTRATION_KEY, JSON.stringify(verified));
}

/** The verified person the return page kept, once (the token proves a national identity number). */
export function takeEidentRegistration(): RegistrationVerified | null {
  const kept = sessionStorage.getItem(EIDENT_REGISTRATION_KEY);
  sessionStorage.removeItem(EIDENT_REGISTRATION_KEY);
  if (!kept) return null;
  try {
    return registrationVerifiedOf(JSON.parse(kept) as Parameters<typeof registrationVerifiedOf>[0]);
  } catch {
    return null;
  }
}
