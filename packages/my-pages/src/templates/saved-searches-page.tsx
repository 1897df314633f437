import { listSavedSearches } from "@housing/api-client";
import type { SavedSearch } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import { Heading } from "@housing/ui";
import { LazySavedSearchList } from "../lazy";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface SavedSearchesData {
  savedSearches: SavedSearch[];
}

/** GET /my_pages/saved_searches for the site. */
export const loadSavedSearches = personalLoad<SavedSearchesData>(async ({ http, site }) => ({
  savedSearches: (await listSavedSearches(http, site.key)).savedSearches,
}));

/** Template "MyPagesSavedSearchesPage" (/mina-sidor/sparade-sokningar/): list, rename, delete. */
export function SavedSearchesPage(props: TemplateProps) {
  const { site } = props;
  const { savedSearches } = loadedData<SavedSearchesData>(props);
  const { t } = translatorFor(site);
  return (
    <div className={styles.sections}>
      <div className={styles.stack}>
        <Heading level={1}>{t("my-pages.saved.heading")}</Heading>
        <p>{t("my-pages.saved.intro")}</p>
      </div>
      <LazySavedSearchList site={site} initial={savedSearches} />
    </div>
  );
}
