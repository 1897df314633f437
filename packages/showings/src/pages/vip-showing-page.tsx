import type { TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { LazyMyShowings } from "../lazy";
import { showingsMessages } from "../messages";
import type { VipShowingPageData } from "./vip-showings-load";
import styles from "../showings.module.css";

/**
 * Template "MyPagesVipShowingPage" (my pages, `/mina-sidor/vip-visning/`; personal: the site
 * shell renders it on its personal route with the data `loadVipShowingPage` read with the user's
 * token). Where VIP is off the page says so (the API has no page row there, so it is not reached
 * through the site's links).
 */
export function VipShowingPage({ site, initialData }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [showingsMessages] });
  const data = initialData as VipShowingPageData | undefined;
  if (!data) throw new Error("MyPagesVipShowingPage renders only with its loaded data");
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t("showings.my.heading")}</Heading>
      {data.isOff ? <p>{t("showings.my.off")}</p> : <LazyMyShowings site={site} data={data} />}
    </div>
  );
}
