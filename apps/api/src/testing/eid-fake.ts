import { randomBytes } from "node:crypto";
import { EidError, type EidClient } from "../providers/eid";

/**
 * The e-ID broker in the test process, for tests that need the e-ident calls to answer without a
 * broker (bad input): a start gives an authorization URL nobody follows, and every callback is
 * refused as an invalid token. The real client against the simulator is tested in
 * providers/eid and modules/account/eident.test.ts.
 */
export function fakeEidClient(): EidClient {
  return {
    start: ({ country, redirectUri }) => {
      const state = randomBytes(16).toString("base64url");
      return Promise.resolve({
        authorizationUrl: `http://127.0.0.1:9/auth/open/connect/authorize?state=${state}`,
        pending: {
          state,
          nonce: randomBytes(16).toString("base64url"),
          codeVerifier: randomBytes(32).toString("base64url"),
          country,
          redirectUri,
        },
      });
    },
    finish: () => Promise.reject(new EidError("invalidToken", "the test broker refuses every answer")),
  };
}
