import type { Locale } from "@housing/site-config";
import { en } from "./en";
import { fi } from "./fi";
import { nb } from "./nb";
import { sv, type MessageId } from "./sv";

export { sv, type MessageId };

/** A complete catalogue for one locale. */
export type Messages = Readonly<Record<MessageId, string>>;

export const catalogues: Readonly<Record<Locale, Messages>> = { sv, nb, fi, en };
