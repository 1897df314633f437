import type { StaffContact } from "@housing/contracts/my-pages";
import type { SiteConfig } from "@housing/site-config";
import { Heading } from "@housing/ui";
import { translatorFor } from "../translate";
import { contactGroupsFor } from "./contact-roles";
import styles from "./my-pages.module.css";

/** The contacts of a stage or association, grouped by staff role as the site shows them (spec section 3). */
export function ContactList({
  site,
  contacts,
  headingLevel = 3,
}: {
  site: SiteConfig;
  contacts: readonly StaffContact[];
  headingLevel?: 2 | 3;
}) {
  const { t } = translatorFor(site);
  const groups = contactGroupsFor(site, contacts);
  if (groups.length === 0) return <p>{t("my-pages.contacts.none")}</p>;
  return (
    <div className={styles.stack}>
      {groups.map((group) => (
        <section key={group.label} className={styles.stack}>
          <Heading level={headingLevel} size="lg">
            {t(`my-pages.role.${group.label}`)}
          </Heading>
          <ul className={styles.cards}>
            {group.contacts.map((contact) => (
              <li key={`${contact.role}-${contact.name}`} className={styles.card}>
                <p className={styles.cardTitle}>{contact.name}</p>
                {contact.title ? <p className={styles.muted}>{contact.title}</p> : null}
                <dl className={styles.facts}>
                  {contact.phone ? (
                    <>
                      <dt>{t("my-pages.contacts.phone")}</dt>
                      <dd>
                        <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
                      </dd>
                    </>
                  ) : null}
                  {contact.email ? (
                    <>
                      <dt>{t("my-pages.contacts.email")}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`}>{contact.email}</a>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
