import { defineMessages } from "./define";

/** Messages shown by @housing/content-pages's catalogue templates (stage, object, area, premises, rental, succession). */
export const contentPagesCatalogue = defineMessages({ sv: {} }, { nb: {}, fi: {}, en: {} });
