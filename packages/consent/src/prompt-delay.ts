/** Spec section 9: the prompt opens 2 s after load when consent is unanswered. */
export const PROMPT_DELAY_MS = 2000;
