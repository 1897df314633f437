/**
 * The consent state machine (spec section 4): "unanswered" until the visitor
 * answers the prompt or saves the settings; functional cookies are always on
 * and so are not part of the state.
 */

import {
  CONSENT_FIELDS,
  UNANSWERED,
  parseConsent,
  type ConsentChoices,
  type ConsentState,
} from "@housing/session/client";

// The state's shape and its cookie reading live in @housing/session, where every feature reads the page's consent.
export { UNANSWERED, parseConsent, type ConsentChoices, type ConsentState };

export type ConsentEvent =
  | { type: "acceptAll" }
  | { type: "save"; choices: ConsentChoices }
  /** Consent to third-party content given where it is needed (a video block); the other answers are untouched. */
  | { type: "grantThirdParty" };

export function nextConsent(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case "acceptAll":
      return { answered: true, statistics: true, marketing: true, thirdParty: true };
    case "save": {
      // Field by field: a whole ConsentState passed as choices must not carry its own `answered` along.
      const { statistics, marketing, thirdParty } = event.choices;
      return { answered: true, statistics, marketing, thirdParty };
    }
    case "grantThirdParty":
      return { ...state, thirdParty: true };
  }
}

/** Whether the tag manager may run: it serves statistics and marketing tags (spec section 4). */
export function allowsTagManager(state: ConsentState): boolean {
  return state.statistics || state.marketing;
}

/** The cookie value: `answered=1&statistics=0&marketing=0&thirdParty=1`, readable in devtools and by a back end. */
export function serializeConsent(state: ConsentState): string {
  return CONSENT_FIELDS.map((field) => `${field}=${state[field] ? 1 : 0}`).join("&");
}
