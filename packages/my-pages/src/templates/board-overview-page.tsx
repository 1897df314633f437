import { getBoardOverview } from "@housing/api-client";
import type { BoardOverview } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import { routePath } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { ContactList } from "../components/contact-list";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import { OVERVIEW_SLOTS } from "./overview-page";
import styles from "../components/my-pages.module.css";

export interface BoardOverviewData {
  board: BoardOverview;
}

/** GET /my_pages/board_overview: the association the board member logged in for. */
export const loadBoardOverview = personalLoad<BoardOverviewData>(async ({ http, site }) => ({
  board: await getBoardOverview(http, site.key),
}));

/**
 * Template "MyPagesBoardMemberPage" (spec sections 2 and 6): the board member's overview, their
 * association and whether it has technical management with us, its contacts, and the cards of
 * the overview's slots (company errands arrive with the case feature).
 */
export function BoardOverviewPage(props: TemplateProps) {
  const { site, slots } = props;
  const { board } = loadedData<BoardOverviewData>(props);
  // Null for a board member without technical management: the account card above says so.
  const { association } = board;
  const { t } = translatorFor(site);
  const contacts = routePath(site, "contacts");
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.board.heading")}</Heading>
      {OVERVIEW_SLOTS.map((name) => (slots?.[name] ? <div key={name}>{slots[name]}</div> : null))}
      {association ? (
        <section aria-labelledby="my-pages-association" className={styles.card}>
          <Heading level={2} id="my-pages-association" size="xl">
            {association.name}
          </Heading>
          <dl className={styles.facts}>
            <dt>{t("my-pages.board.management")}</dt>
            <dd>
              {association.activeFinancialManagement
                ? t("my-pages.board.managementActive")
                : t("my-pages.board.managementNone")}
            </dd>
            {association.email ? (
              <>
                <dt>{t("my-pages.board.email")}</dt>
                <dd>
                  <a href={`mailto:${association.email}`}>{association.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="my-pages-board-contacts" className={styles.stack}>
        <Heading level={2} id="my-pages-board-contacts">
          {t("my-pages.board.contacts")}
        </Heading>
        <ContactList site={site} contacts={board.contacts} />
        {contacts ? <Link href={contacts}>{t("my-pages.menu.contacts")}</Link> : null}
      </section>
    </div>
  );
}
