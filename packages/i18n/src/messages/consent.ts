import { defineMessages } from "./define";

/** Messages shown by @housing/consent. */
export const consent = defineMessages({ sv: {} }, { nb: {}, fi: {}, en: {} });
