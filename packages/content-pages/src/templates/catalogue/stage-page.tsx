import { SEARCH_RANGES, type StagePageData } from "@housing/contracts";
import { routePath } from "@housing/site-config";
import { Badge, FactList, Link, type Fact } from "@housing/ui";
import { areaText, floorText, roomsText } from "@housing/residence-ui/facts";
import { homeStatusText, StageStatusBadge } from "@housing/residence-ui/status-badge";
import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf, isFinnish, keyLabel, priceRange, type CatalogueText } from "./catalogue-text";
import { LazyFavouriteButton, LazyGallery, LazyInterestForm } from "./lazy";
import { CataloguePage, Contacts, crumbsOf, PageHeader, Showings } from "./parts";
import { FallbackPage } from "./fallback-page";
import styles from "./catalogue.module.css";

function stageFacts(text: CatalogueText, stage: StagePageData["stage"]): Fact[] {
  const fact = (id: Parameters<CatalogueText["t"]>[0], value: string) => (value ? [{ label: text.t(id), value }] : []);
  const finnish = isFinnish(text.site);
  return [
    ...fact("content-pages.catalogue.fact.address", stage.address),
    ...(finnish
      ? [
          ...fact("content-pages.catalogue.fact.totalPrice", priceRange(text, stage.totalPrice)),
          ...fact("content-pages.catalogue.fact.salesPrice", priceRange(text, stage.price)),
        ]
      : fact("content-pages.catalogue.fact.price", priceRange(text, stage.price))),
    ...fact("content-pages.catalogue.fact.rooms", roomsText(text, stage.rooms)),
    ...fact("content-pages.catalogue.fact.livingArea", areaText(text, stage.livingArea)),
    ...fact(
      "content-pages.catalogue.fact.residenceType",
      stage.residenceTypes.map((type) => keyLabel(text, "residenceType", type)).join(", "),
    ),
    ...fact("content-pages.catalogue.fact.disposalForm", keyLabel(text, "disposalForm", stage.disposalForm)),
    ...fact("content-pages.catalogue.fact.homes", String(stage.objectCount)),
    ...fact("content-pages.catalogue.fact.availableHomes", String(stage.availableCount)),
    ...fact(
      "content-pages.catalogue.fact.inhabit",
      stage.inhabitLabel || (stage.inhabitDate ? text.formatDate(stage.inhabitDate) : ""),
    ),
    ...fact("content-pages.catalogue.fact.constructionPhase", keyLabel(text, "phase", stage.constructionPhase)),
    ...(stage.plotKind
      ? fact("content-pages.catalogue.fact.plotKind", keyLabel(text, "plotKind", stage.plotKind))
      : []),
    // A switched-off feature leaves no trace (spec section 1): no VIP window where VIP is off.
    ...(text.site.features.hasVip && stage.vipStart && stage.vipEnd
      ? fact(
          "content-pages.catalogue.fact.vip",
          text.t("content-pages.catalogue.dateRange", {
            start: text.formatDate(stage.vipStart),
            end: text.formatDate(stage.vipEnd),
          }),
        )
      : []),
  ];
}

function HomesTable({ text, data }: { text: CatalogueText; data: StagePageData }) {
  const finnish = isFinnish(text.site);
  return (
    <section className={styles.section} aria-labelledby="homes-heading">
      <h2 id="homes-heading">{text.t("content-pages.catalogue.homes")}</h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="homes-heading">
        <table className={styles.table}>
          <caption>
            {text.t("content-pages.catalogue.homes.caption", { count: data.objects.length, name: data.stage.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.t("content-pages.catalogue.homes.home")}</th>
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
    </section>
  );
}

/** Template "StagePage": a sales project, its facts, homes, showings, contacts and the interest form. */
export function StagePage({ model, site, slots }: TemplateProps) {
  const data = dataOf(model, "stage");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const { stage } = data;
  const parents = [
    ...(data.searchUrl ? [{ label: text.t("content-pages.catalogue.homeSearch"), href: data.searchUrl }] : []),
    ...(stage.place.countyUrl ? [{ label: stage.place.county, href: stage.place.countyUrl }] : []),
    ...(stage.place.municipalityUrl ? [{ label: stage.place.municipality, href: stage.place.municipalityUrl }] : []),
  ];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: stage.name, href: stage.url })}
        title={stage.name}
        meta={
          <>
            <StageStatusBadge text={text} site={site} status={stage.status} />
            <span>{stage.address}</span>
            {stage.availableCount > 0 ? (
              <Badge tone="success">
                {text.t("content-pages.catalogue.stages.available", { count: stage.availableCount })}
              </Badge>
            ) : null}
            {site.features.hasLogin ? <LazyFavouriteButton stageId={stage.id} name={stage.name} /> : null}
          </>
        }
        lead={stage.description}
      />
      <LazyGallery images={data.images} label={text.t("content-pages.catalogue.gallery")} />
      {/* The residence explorer's place (a slot another feature fills); nothing until one does. */}
      {slots?.["stage.explorer"]}
      <div className={styles.layout}>
        <div>
          <section className={styles.section} aria-labelledby="facts-heading">
            <h2 id="facts-heading">{text.t("content-pages.catalogue.facts")}</h2>
            <FactList facts={stageFacts(text, stage)} />
          </section>
          <HomesTable text={text} data={data} />
          {data.searchUrl ? <Link href={data.searchUrl}>{text.t("content-pages.catalogue.backToSearch")}</Link> : null}
        </div>
        <aside className={styles.aside} aria-label={stage.name}>
          <section className={styles.panel} aria-labelledby="interest-heading">
            <h2 id="interest-heading">{text.t("content-pages.catalogue.interest.heading")}</h2>
            <LazyInterestForm
              stageId={stage.id}
              subject={stage.name}
              privacyHref={routePath(site, "privacyPolicy")}
              roomsRange={SEARCH_RANGES[site.country].rooms}
            />
          </section>
          {/* The showings feature's booking fills this slot; without it the times read as text. */}
          {slots?.["stage.showings"] ?? <Showings text={text} showings={data.showings} />}
          <Contacts text={text} groups={data.contacts} />
        </aside>
      </div>
    </CataloguePage>
  );
}
