import type { NotFoundListingPageData } from "@housing/contracts";
import { routePath } from "@housing/site-config";
import { Link } from "@housing/ui";
import type { TemplateProps } from "../template-props";
import { floorText } from "@housing/residence-ui/facts";
import { homeStatusText } from "@housing/residence-ui/status-badge";
import { catalogueText, dataOf, isFinnish } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { CataloguePage, crumbsOf, PageHeader, SearchLinks } from "./parts";
import styles from "./catalogue.module.css";

/**
 * Template "ExternalObjectsPage": homes for sale as one plain table, for partner portals
 * (the site shell gives it the plain layout by name).
 */
export function ExternalObjectsPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "externalObjects");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const finnish = isFinnish(site);
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, [], { label: model.title, href: model.canonical })}
        title={model.title}
        lead={model.description}
      />
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={model.title}>
        <table className={styles.table}>
          <caption>
            {text.t("content-pages.catalogue.external.count", { shown: data.objects.length, total: data.totalCount })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.t("content-pages.catalogue.homes.home")}</th>
              <th scope="col">{text.t("content-pages.catalogue.external.stage")}</th>
              <th scope="col">{text.t("content-pages.catalogue.external.municipality")}</th>
              <th scope="col" className={styles.numeric}>
                {text.t("content-pages.catalogue.fact.rooms")}
              </th>
              <th scope="col" className={styles.numeric}>
                {text.t("content-pages.catalogue.fact.livingArea")}
              </th>
              <th scope="col">{text.t("content-pages.catalogue.fact.floor")}</th>
              <th scope="col" className={styles.numeric}>
                {text.t(finnish ? "content-pages.catalogue.fact.totalPrice" : "content-pages.catalogue.fact.price")}
              </th>
              <th scope="col">{text.t("content-pages.catalogue.fact.status")}</th>
            </tr>
          </thead>
          <tbody>
            {data.objects.map((home) => {
              const price = finnish && home.totalPrice !== null ? home.totalPrice : home.price;
              return (
                <tr key={home.id}>
                  <th scope="row">
                    <Link href={home.url}>{home.name}</Link>
                  </th>
                  <td>{home.stageName}</td>
                  <td>{home.municipality}</td>
                  <td className={styles.numeric}>{text.formatRooms(home.minRooms, home.maxRooms)}</td>
                  <td className={styles.numeric}>{text.formatArea(home.livingArea)}</td>
                  <td>{floorText(text, home.floor)}</td>
                  <td className={styles.numeric}>{price === null ? "" : text.formatPrice(price)}</td>
                  <td>{homeStatusText(text, text.site, home.status)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </CataloguePage>
  );
}

const NOT_FOUND_TEXT = {
  stage: "content-pages.catalogue.notFound.stage",
  object: "content-pages.catalogue.notFound.object",
  premises: "content-pages.catalogue.notFound.premises",
} as const;

/**
 * Templates "NotFoundStagePage", "NotFoundObjectPage", "NotFoundPremisesPage": a listing that
 * is gone. The site shell renders them as its 404 page (status 404, noindex), so the visitor gets
 * ways on (the nearest page still there, the home search) instead of the bare 404 page.
 */
export function NotFoundListingPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "notFound");
  const text = catalogueText(site);
  const entity: NotFoundListingPageData["entity"] = data?.entity ?? "stage";
  const search = routePath(site, "homeSearch");
  const links = [
    ...(data?.links ?? []),
    ...(search && entity !== "premises" ? [{ label: text.t("content-pages.catalogue.searchAll"), href: search }] : []),
    { label: text.t("content-pages.catalogue.start"), href: `${site.pathPrefix}/` },
  ];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, [], { label: model.title, href: model.canonical })}
        title={model.title}
        lead={text.t(NOT_FOUND_TEXT[entity])}
      />
      <SearchLinks text={text} links={links} />
    </CataloguePage>
  );
}
