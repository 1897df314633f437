import { getMyPagesOverview } from "@housing/api-client";
import {
  AWAITING_SIGNATURE,
  type MyPagesOverview,
  type NextStep,
  type Notification,
} from "@housing/contracts/my-pages";
import type { User } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { formatDate, type MessageId } from "@housing/i18n";
import { myPagesMenuKeys } from "@housing/session/my-pages-menu";
import { routePath, type RouteKey, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { ResidenceFacts } from "../components/residence-facts";
import { LazyActiveResidenceSwitch } from "../lazy";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface OverviewData {
  user: User;
  overview: MyPagesOverview;
}

/** The overview's data: GET /my_pages/overview for the site, with the user's token. */
export const loadOverview = personalLoad<OverviewData>(async ({ http, site, user }) => ({
  user,
  overview: await getMyPagesOverview(http, site.key),
}));

/** The account's card (auth-bankid: VIP upgrade, unpaid fee, add bank ID) first, the other features' cards after. */
export const OVERVIEW_SLOTS = [
  "myPages.overview.account",
  "myPages.overview.documents",
  "myPages.overview.payments",
  "myPages.overview.cases",
  "myPages.overview.showings",
] as const;

const NEXT_STEP_ROUTE: Record<NextStep["kind"], RouteKey> = {
  payVipFee: "payments",
  signDocuments: "documents",
  chooseInterior: "timeline",
  moveIn: "timeline",
  reportFault: "errands",
  completeProfile: "settings",
};

const NOTIFICATION_ROUTE: Record<Notification["notificationType"], RouteKey> = {
  VipPayment: "payments",
  DocumentSigning: "documents",
  Case: "errands",
  SavedSearch: "savedSearches",
};

/**
 * Template "MyPagesMainPage" (spec section 2): the active residence (and a switch when there
 * are several), next steps, latest news and notifications, what the user saved, and the cards
 * other features put in the overview's slots.
 */
export function OverviewPage(props: TemplateProps) {
  const { site, slots } = props;
  const { user, overview } = loadedData<OverviewData>(props);
  const { t } = translatorFor(site);
  const menu = new Set(myPagesMenuKeys(user, site));
  const pathOf = (key: RouteKey) => routePath(site, key);
  const myResidence = menu.has("myResidence") ? pathOf("myResidence") : null;
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.overview.heading")}</Heading>
      {OVERVIEW_SLOTS.map((name) => (slots?.[name] ? <div key={name}>{slots[name]}</div> : null))}

      <section aria-labelledby="my-pages-active" className={styles.stack}>
        <Heading level={2} id="my-pages-active">
          {t("my-pages.overview.activeResidence")}
        </Heading>
        {overview.activeResidence ? (
          <div className={styles.card}>
            <p className={styles.cardTitle}>
              {overview.activeResidence.name}, {overview.activeResidence.stageName}
            </p>
            <ResidenceFacts site={site} residence={overview.activeResidence} />
            {myResidence ? <Link href={myResidence}>{t("my-pages.overview.toResidence")}</Link> : null}
          </div>
        ) : (
          <p>{t("my-pages.overview.noResidence")}</p>
        )}
        {overview.residences.length > 1 ? (
          <LazyActiveResidenceSwitch site={site} residences={overview.residences} />
        ) : null}
      </section>

      <section aria-labelledby="my-pages-next" className={styles.stack}>
        <Heading level={2} id="my-pages-next">
          {t("my-pages.overview.nextSteps")}
        </Heading>
        {overview.nextSteps.length === 0 ? (
          <p>{t("my-pages.overview.noNextSteps")}</p>
        ) : (
          <ul className={styles.list}>
            {overview.nextSteps.map((step) => {
              const href = pathOf(NEXT_STEP_ROUTE[step.kind]);
              const text = t(`my-pages.nextStep.${step.kind}`);
              return (
                <li key={step.kind} className={styles.row}>
                  {href ? <Link href={href}>{text}</Link> : <span>{text}</span>}
                  {step.dueDate ? (
                    <span className={styles.muted}>
                      {t("my-pages.overview.due", { date: formatDate(step.dueDate, site.locale) })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-pages-notifications" className={styles.stack}>
        <Heading level={2} id="my-pages-notifications">
          {t("my-pages.overview.notifications")}
        </Heading>
        {overview.notifications.length === 0 ? (
          <p>{t("my-pages.overview.noNotifications")}</p>
        ) : (
          <ul className={styles.list}>
            {overview.notifications.map((notification) => {
              const href = pathOf(NOTIFICATION_ROUTE[notification.notificationType]);
              const text = t(notificationMessage(notification), { title: notification.title });
              return (
                <li key={notification.id} className={styles.row}>
                  {href ? <Link href={href}>{text}</Link> : <span>{text}</span>}
                  <span className={styles.muted}>{formatDate(notification.createdOn, site.locale)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {site.features.hasMyPagesNews ? <LatestNews site={site} overview={overview} /> : null}

      <section aria-labelledby="my-pages-saved" className={styles.stack}>
        <Heading level={2} id="my-pages-saved">
          {t("my-pages.overview.saved")}
        </Heading>
        <ul className={styles.list}>
          {pathOf("myResidences") ? (
            <>
              <li>
                <Link href={`${pathOf("myResidences")}#favourites`}>
                  {t("my-pages.overview.favourites", { count: overview.favouriteCount })}
                </Link>
              </li>
              <li>
                <Link href={`${pathOf("myResidences")}#interests`}>
                  {t("my-pages.overview.interests", { count: overview.interestCount })}
                </Link>
              </li>
            </>
          ) : null}
          {pathOf("savedSearches") ? (
            <li>
              <Link href={pathOf("savedSearches")!}>{t("my-pages.menu.savedSearches")}</Link>
            </li>
          ) : null}
          {pathOf("settings") ? (
            <li>
              <Link href={pathOf("settings")!}>{t("my-pages.menu.settings")}</Link>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}

/** Spec section 3: for document signing, awaiting_signature means signing, anything else approval. */
function notificationMessage(notification: Notification): MessageId {
  if (notification.notificationType === "DocumentSigning") {
    return notification.name === AWAITING_SIGNATURE
      ? "my-pages.notification.signing"
      : "my-pages.notification.approval";
  }
  return `my-pages.notification.${notification.notificationType}`;
}

function LatestNews({ site, overview }: { site: SiteConfig; overview: MyPagesOverview }) {
  const { t } = translatorFor(site);
  const news = routePath(site, "news");
  return (
    <section aria-labelledby="my-pages-news" className={styles.stack}>
      <Heading level={2} id="my-pages-news">
        {t("my-pages.overview.news")}
      </Heading>
      {overview.news.length === 0 ? (
        <p>{t("my-pages.news.none")}</p>
      ) : (
        <ul className={styles.list}>
          {overview.news.slice(0, 3).map((item) => (
            <li key={item.id} className={styles.row}>
              {news ? <Link href={`${news}${item.slug}/`}>{item.title}</Link> : <span>{item.title}</span>}
              <span className={styles.muted}>{formatDate(item.publishedOn, site.locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {news ? <Link href={news}>{t("my-pages.overview.allNews")}</Link> : null}
    </section>
  );
}
