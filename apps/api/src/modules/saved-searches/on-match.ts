import { getSiteByKey, type SiteConfig } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { outboxMails } from "../../core/db/schema";
import { siteLink } from "../account/outbox";
import { notifySavedSearches } from "../notifications/service";

/** New homes matching one saved search in one matching run. */
export interface SavedSearchMatch {
  savedSearchId: string;
  userId: string;
  siteKey: string;
  /** The user's own name for the search. */
  name: string;
  query: string;
  /** The user's e-mail address; null for an account without one (then there is no mail). */
  email: string | null;
  objectIds: string[];
}

/** `db` is the matching run's transaction: what the user is told commits with the alerts, or neither does. */
export type MatchDeps = Pick<AppDependencies, "db" | "now" | "auth">;

export const SAVED_SEARCH_MAIL_KIND = "savedSearchMatch";

const ROWS_PER_INSERT = 500;

/** The alert mail's words per site language; the name is the user's own, the link opens the search. */
const TEXTS: Record<
  SiteConfig["locale"],
  { subject: string; body: (name: string, count: number, link: string) => string }
> = {
  sv: {
    subject: "Nya bostäder i din sparade sökning",
    body: (name, count, link) =>
      `${count === 1 ? "En ny bostad matchar" : `${count} nya bostäder matchar`} din sparade sökning "${name}". Se dem här: ${link}`,
  },
  nb: {
    subject: "Nye boliger i det lagrede søket ditt",
    body: (name, count, link) =>
      `${count === 1 ? "En ny bolig passer" : `${count} nye boliger passer`} til det lagrede søket ditt "${name}". Se dem her: ${link}`,
  },
  fi: {
    subject: "Uusia asuntoja tallennetussa haussasi",
    body: (name, count, link) =>
      `${count === 1 ? "Uusi asunto vastaa" : `${count} uutta asuntoa vastaa`} tallennettua hakuasi "${name}". Katso ne täältä: ${link}`,
  },
  en: {
    subject: "New homes in your saved search",
    body: (name, count, link) =>
      `${count === 1 ? "A new home matches" : `${count} new homes match`} your saved search "${name}". See them here: ${link}`,
  },
};

/**
 * What a user gets when new or changed homes match one of their saved searches: the alert rows
 * are already written (matching.ts), this tells the user. Here that is the e-mail through the
 * outbox, in the site's language; the user's notification (the notifications module's "create
 * a notification for a user", a SavedSearch notification) is written here as well, so the matcher
 * knows nothing of how a user is told. Called once per matching run with every new match of the run;
 * the run sends the outbox after its transaction has committed.
 */
export async function onSavedSearchMatch(deps: MatchDeps, matches: readonly SavedSearchMatch[]): Promise<void> {
  const createdAt = deps.now();
  const mails = matches.flatMap((match) => {
    const site = getSiteByKey(match.siteKey);
    if (!match.email || !site) return [];
    const link = siteLink(deps, site, "homeSearch", match.query).replace(/\?$/, "");
    const texts = TEXTS[site.locale];
    return [
      {
        kind: SAVED_SEARCH_MAIL_KIND,
        recipient: match.email,
        subject: texts.subject,
        body: texts.body(match.name, match.objectIds.length, link),
        link,
        createdAt,
      },
    ];
  });
  for (let start = 0; start < mails.length; start += ROWS_PER_INSERT) {
    await deps.db.insert(outboxMails).values(mails.slice(start, start + ROWS_PER_INSERT));
  }
  // The bell's notification, one per search, on the search's site (a SavedSearch notification opens the saved searches page).
  const known = matches.flatMap((match) => {
    const site = getSiteByKey(match.siteKey);
    return site ? [{ userId: match.userId, siteKey: site.key, searchName: match.name }] : [];
  });
  await notifySavedSearches(deps.db, known, createdAt);
}
