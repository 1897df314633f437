import { getMyResidence } from "@housing/api-client";
import type { MyResidence } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import type { MessageId } from "@housing/i18n";
import { canOpenTimeline } from "@housing/session/my-pages-menu";
import { routePath } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { ContactList } from "../components/contact-list";
import { ResidenceFacts } from "../components/residence-facts";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface ResidenceData {
  mine: MyResidence;
  /** The purchase timeline's path, where the user may open it (a booking on this site). */
  timelineHref?: string | null;
}

/** GET /my_pages/residence: the active residence, its stage and its contacts. */
export const loadResidence = personalLoad<ResidenceData>(async ({ http, site, user }) => ({
  mine: await getMyResidence(http, site.key),
  timelineHref: canOpenTimeline(user, site) ? routePath(site, "timeline") : null,
}));

/**
 * Template "MyPagesResidencePage" (spec section 2, "residence/object"): the active residence,
 * where its project stands (spec section 3, lifecycle) and its people by staff role as the site
 * shows them.
 */
export function ResidencePage(props: TemplateProps) {
  const { site } = props;
  const { mine, timelineHref } = loadedData<ResidenceData>(props);
  const { residence, stage, contacts } = mine;
  const { t } = translatorFor(site);
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.residence.heading")}</Heading>
      <section aria-labelledby="my-pages-residence" className={styles.card}>
        <Heading level={2} id="my-pages-residence" size="xl">
          {residence.url ? <Link href={residence.url}>{residence.name}</Link> : residence.name}
        </Heading>
        <ResidenceFacts site={site} residence={residence} />
      </section>
      <section aria-labelledby="my-pages-stage" className={styles.stack}>
        <Heading level={2} id="my-pages-stage">
          {t("my-pages.residence.stage")}: {stage.name}
        </Heading>
        {residence.lifecycle !== null && residence.lifecycle >= 0 && residence.lifecycle <= 10 ? (
          <p>
            {t("my-pages.residence.stageNow", {
              phase: t(`my-pages.lifecycle.${residence.lifecycle}` as MessageId),
            })}
          </p>
        ) : null}
        {stage.description ? <p>{stage.description}</p> : null}
        {stage.url ? <Link href={stage.url}>{t("my-pages.residence.toStage")}</Link> : null}
        {timelineHref ? <Link href={timelineHref}>{t("my-pages.timeline.follow")}</Link> : null}
      </section>
      <section aria-labelledby="my-pages-residence-contacts" className={styles.stack}>
        <Heading level={2} id="my-pages-residence-contacts">
          {t("my-pages.residence.contacts")}
        </Heading>
        <ContactList site={site} contacts={contacts} />
      </section>
    </div>
  );
}
