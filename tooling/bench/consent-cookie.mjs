/**
 * The cookie of a visitor who has answered the cookie prompt (statistics, marketing and third
 * parties declined), for the benches' browser contexts: the consent dialog then covers nothing.
 */
export function answeredConsentCookie(hostname) {
  return {
    name: "housing_consent",
    value: "answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0",
    domain: hostname,
    path: "/",
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax",
  };
}
