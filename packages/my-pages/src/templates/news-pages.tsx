import { getMyPagesNews, getMyPagesNewsItem } from "@housing/api-client";
import type { MyPagesNewsItem, MyPagesNewsList } from "@housing/contracts/my-pages";
import type { TemplateProps } from "@housing/contracts/manifest";
import { formatDate } from "@housing/i18n";
import { routePath } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { loadedData, personalLoad } from "../load";
import { translatorFor } from "../translate";
import styles from "../components/my-pages.module.css";

export interface NewsListData {
  list: MyPagesNewsList;
}

export interface NewsItemData {
  item: MyPagesNewsItem;
}

/** GET /my_pages/news for the site. */
export const loadNewsList = personalLoad<NewsListData>(async ({ http, site }) => ({
  list: await getMyPagesNews(http, site.key),
}));

/** GET /my_pages/news/{slug}: the slug is the path's segment under the site's news page. */
export const loadNewsItem = personalLoad<NewsItemData>(async ({ http, site, location }) => ({
  item: await getMyPagesNewsItem(http, site.key, newsSlugOf(location.path, routePath(site, "news"))),
}));

/** The news item's slug in its path (`/mina-sidor/nyheter/{slug}/`): the last segment. */
export function newsSlugOf(path: string, newsPath: string | null): string {
  const rest = newsPath && path.startsWith(newsPath) ? path.slice(newsPath.length) : path;
  return rest.split("/").filter(Boolean).at(-1) ?? "";
}

/** Template "MyPagesNewsListPage" (spec section 2; only where the site's my-pages news switch is on). */
export function NewsListPage(props: TemplateProps) {
  const { site } = props;
  const { list } = loadedData<NewsListData>(props);
  const { t } = translatorFor(site);
  const news = routePath(site, "news");
  return (
    <div className={styles.sections}>
      <Heading level={1}>{t("my-pages.news.heading")}</Heading>
      {list.news.length === 0 ? (
        <p>{t("my-pages.news.none")}</p>
      ) : (
        <ul className={styles.list}>
          {list.news.map((item) => (
            <li key={item.id}>
              <article className={styles.card}>
                <Heading level={2} size="lg">
                  {news ? <Link href={`${news}${item.slug}/`}>{item.title}</Link> : item.title}
                </Heading>
                <p className={styles.muted}>
                  {t("my-pages.news.published", { date: formatDate(item.publishedOn, site.locale) })}
                </p>
                <p>{item.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Template "MyPagesNewsPage" (spec section 2): one news item. */
export function NewsPage(props: TemplateProps) {
  const { site } = props;
  const { item } = loadedData<NewsItemData>(props);
  const { t } = translatorFor(site);
  const news = routePath(site, "news");
  return (
    <article className={styles.sections}>
      <div className={styles.stack}>
        <Heading level={1}>{item.title}</Heading>
        <p className={styles.muted}>
          {t("my-pages.news.published", { date: formatDate(item.publishedOn, site.locale) })}
        </p>
      </div>
      <div className={styles.stack}>
        {item.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {news ? <Link href={news}>{t("my-pages.news.back")}</Link> : null}
    </article>
  );
}
