import { getMyResidences } from "@housing/api-client";
import type { MyResidences } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Heading, Link } from "@housing/ui";
import { ResidenceFacts } from "../components/residence-facts";
import { LazyFavouritesAndInterests } from "../lazy";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface ResidencesData {
  lists: MyResidences;
}

/** GET /my_pages/residences: residences, favourites and interests on the site. */
export const loadResidences = personalLoad<ResidencesData>(async ({ http, site }) => ({
  lists: await getMyResidences(http, site.key),
}));

/**
 * Template "MyPagesResidencesPage" (spec section 2): the user's residences, then favourites
 * (the `#favourites` anchor of the login screen's link) and interests, each removable.
 */
export function ResidencesPage(props: TemplateProps) {
  const { site } = props;
  const { lists } = loadedData<ResidencesData>(props);
  const { t } = translatorFor(site);
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.residences.heading")}</Heading>
      <section aria-labelledby="my-pages-own" className={styles.stack}>
        <Heading level={2} id="my-pages-own">
          {t("my-pages.residences.own")}
        </Heading>
        {lists.residences.length === 0 ? (
          <p>{t("my-pages.residences.noOwn")}</p>
        ) : (
          <ul className={styles.cards}>
            {lists.residences.map((residence) => (
              <li key={residence.objectId} className={styles.card}>
                <p className={styles.cardTitle}>
                  {residence.url ? <Link href={residence.url}>{residence.name}</Link> : residence.name}
                </p>
                <p className={styles.muted}>{residence.stageName}</p>
                {residence.isActive ? <p className={styles.muted}>{t("my-pages.residences.active")}</p> : null}
                <ResidenceFacts site={site} residence={residence} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <LazyFavouritesAndInterests site={site} initial={lists} />
    </div>
  );
}
