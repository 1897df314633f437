import { getMyContacts } from "@housing/api-client";
import type { MyContacts } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import type { SiteConfig } from "@housing/site-config";
import { Heading } from "@housing/ui";
import { ContactList } from "../components/contact-list";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface ContactsData {
  contacts: MyContacts;
}

/** GET /my_pages/contacts: the user's (or board member's) contacts and customer service. */
export const loadContacts = personalLoad<ContactsData>(async ({ http, site }) => ({
  contacts: await getMyContacts(http, site.key),
}));

/** Template "MyPagesContactPage" (spec section 2, contact, resident variant). */
export function ContactPage(props: TemplateProps) {
  return <Contacts site={props.site} data={loadedData<ContactsData>(props)} variant="resident" />;
}

/** Template "MyPagesBoardMemberContactPage" (spec section 2, contact, board-member variant). */
export function BoardMemberContactPage(props: TemplateProps) {
  return <Contacts site={props.site} data={loadedData<ContactsData>(props)} variant="board" />;
}

function Contacts({ site, data, variant }: { site: SiteConfig; data: ContactsData; variant: "resident" | "board" }) {
  const { t } = translatorFor(site);
  const { contacts, customerService } = data.contacts;
  return (
    <div className={styles.sections}>
      <Heading level={1}>
        {variant === "board" ? t("my-pages.contacts.boardHeading") : t("my-pages.contacts.heading")}
      </Heading>
      <section aria-labelledby="my-pages-your-contacts" className={styles.stack}>
        <Heading level={2} id="my-pages-your-contacts">
          {t("my-pages.contacts.yours")}
        </Heading>
        <ContactList site={site} contacts={contacts} />
      </section>
      <section aria-labelledby="my-pages-customer-service" className={styles.card}>
        <Heading level={2} id="my-pages-customer-service" size="xl">
          {t("my-pages.contacts.customerService")}
        </Heading>
        <dl className={styles.facts}>
          {customerService.phone ? (
            <>
              <dt>{t("my-pages.contacts.phone")}</dt>
              <dd>
                <a href={`tel:${customerService.phone.replace(/[^\d+]/g, "")}`}>{customerService.phone}</a>
              </dd>
            </>
          ) : null}
          {customerService.email ? (
            <>
              <dt>{t("my-pages.contacts.email")}</dt>
              <dd>
                <a href={`mailto:${customerService.email}`}>{customerService.email}</a>
              </dd>
            </>
          ) : null}
          {customerService.openingHours ? (
            <>
              <dt>{t("my-pages.contacts.openingHours")}</dt>
              <dd>{customerService.openingHours}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
