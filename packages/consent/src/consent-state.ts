/**
 * The consent state machine (spec section 4): "unanswered" until the visitor
 * answers the prompt or saves the settings; functional cookies are always on
 * and so are not part of the state.
 */

export interface ConsentChoices {
  statistics: boolean;
  marketing: boolean;
  thirdParty: boolean;
}

export interface ConsentState extends ConsentChoices {
  /** False until the visitor accepted all or saved the settings. */
  answered: boolean;
}

export type ConsentEvent =
  | { type: "acceptAll" }
  | { type: "save"; choices: ConsentChoices }
  /** Consent to third-party content given where it is needed (a video block); the other answers are untouched. */
  | { type: "grantThirdParty" };

export const UNANSWERED: ConsentState = Object.freeze({
  answered: false,
  statistics: false,
  marketing: false,
  thirdParty: false,
});

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

const FIELDS = ["answered", "statistics", "marketing", "thirdParty"] as const;

/** The cookie value: `answered=1&statistics=0&marketing=0&thirdParty=1`, readable in devtools and by a back end. */
export function serializeConsent(state: ConsentState): string {
  return FIELDS.map((field) => `${field}=${state[field] ? 1 : 0}`).join("&");
}

/** Reads a cookie value; anything missing or malformed counts as "no" (never as consent). */
export function parseConsent(value: string | null | undefined): ConsentState {
  if (!value) return UNANSWERED;
  const params = new URLSearchParams(value);
  const flag = (field: (typeof FIELDS)[number]) => params.get(field) === "1";
  return {
    answered: flag("answered"),
    statistics: flag("statistics"),
    marketing: flag("marketing"),
    thirdParty: flag("thirdParty"),
  };
}
