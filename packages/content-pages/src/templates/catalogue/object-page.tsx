import { SEARCH_RANGES, type ObjectPageData } from "@housing/contracts";
import { BOOKING_HOLD_MINUTES } from "@housing/contracts/booking";
import { routePath } from "@housing/site-config";
import { ButtonLink, FactList, Link, type Fact } from "@housing/ui";
import { floorText } from "@housing/residence-ui/facts";
import { HomeStatusBadge, homeStatusText } from "@housing/residence-ui/status-badge";
import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf, isFinnish, keyLabel, type CatalogueText } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { LazyFavouriteButton, LazyGallery, LazyInterestForm } from "./lazy";
import { CataloguePage, Contacts, crumbsOf, PageHeader, Showings } from "./parts";
import styles from "./catalogue.module.css";

/** Every fact of a home; Finland shows the sales price, the loan share and the debt-free price (spec section 3). */
export function objectFacts(text: CatalogueText, home: ObjectPageData["object"]): Fact[] {
  const fact = (id: Parameters<CatalogueText["t"]>[0], value: string | null) =>
    value ? [{ label: text.t(id), value }] : [];
  const money = (value: number | null) => (value === null ? null : text.formatPrice(value));
  const prices = isFinnish(text.site)
    ? [
        ...fact("content-pages.catalogue.fact.salesPrice", money(home.price)),
        ...fact("content-pages.catalogue.fact.debtShare", money(home.debtShare)),
        ...fact("content-pages.catalogue.fact.totalPrice", money(home.totalPrice)),
      ]
    : fact("content-pages.catalogue.fact.price", money(home.price));
  return [
    ...fact("content-pages.catalogue.fact.status", homeStatusText(text, text.site, home.status)),
    ...prices,
    ...fact("content-pages.catalogue.fact.monthlyFee", money(home.monthlyFee)),
    // The same range as the stage's table and the search card (formatRooms shows "3 rok" when min equals max).
    ...fact("content-pages.catalogue.fact.rooms", text.formatRooms(home.minRooms, home.maxRooms)),
    ...fact("content-pages.catalogue.fact.livingArea", text.formatArea(home.livingArea)),
    ...fact("content-pages.catalogue.fact.floor", floorText(text, home.floor)),
    ...fact("content-pages.catalogue.fact.residenceType", keyLabel(text, "residenceType", home.residenceType)),
    ...fact("content-pages.catalogue.fact.disposalForm", keyLabel(text, "disposalForm", home.disposalForm)),
    ...fact("content-pages.catalogue.fact.parking", keyLabel(text, "parking", home.parking)),
    ...(home.plotKind ? fact("content-pages.catalogue.fact.plotKind", keyLabel(text, "plotKind", home.plotKind)) : []),
    ...fact(
      "content-pages.catalogue.fact.inhabit",
      home.inhabitLabel || (home.inhabitDate ? text.formatDate(home.inhabitDate) : null),
    ),
    ...fact("content-pages.catalogue.fact.objectNumber", home.objectNumber),
  ];
}

/** Template "ObjectPage": one home with its facts, gallery, showings, contacts and the interest form. */
export function ObjectPage({ model, site, slots }: TemplateProps) {
  const data = dataOf(model, "object");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const { object: home, stage } = data;
  const parents = [
    ...(data.searchUrl ? [{ label: text.t("content-pages.catalogue.homeSearch"), href: data.searchUrl }] : []),
    ...(stage.place.municipalityUrl ? [{ label: stage.place.municipality, href: stage.place.municipalityUrl }] : []),
    { label: stage.name, href: stage.url },
  ];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: home.name, href: model.canonical })}
        title={home.name}
        meta={
          <>
            <HomeStatusBadge text={text} site={site} status={home.status} />
            <span>
              {text.t("content-pages.catalogue.partOf", { name: stage.name })}, {stage.place.municipality}
            </span>
            {site.features.hasLogin ? (
              <LazyFavouriteButton stageId={stage.id} objectId={home.id} name={`${home.name}, ${stage.name}`} />
            ) : null}
          </>
        }
        lead={home.description}
      />
      <LazyGallery images={data.images} label={text.t("content-pages.catalogue.gallery")} />
      {/* The residence explorer's place (a slot another feature fills); nothing until one does. */}
      {slots?.["object.explorer"]}
      <div className={styles.layout}>
        <div>
          <section className={styles.section} aria-labelledby="facts-heading">
            <h2 id="facts-heading">{text.t("content-pages.catalogue.aboutHome")}</h2>
            <FactList facts={objectFacts(text, home)} />
          </section>
          <p className={styles.links}>
            <Link href={stage.url}>{text.t("content-pages.catalogue.partOf", { name: stage.name })}</Link>
            {data.searchUrl ? (
              <Link href={data.searchUrl}>{text.t("content-pages.catalogue.backToSearch")}</Link>
            ) : null}
          </p>
        </div>
        <aside className={styles.aside} aria-label={home.name}>
          <BookingPanel text={text} data={data} />
          <section className={styles.panel} aria-labelledby="interest-heading">
            <h2 id="interest-heading">{text.t("content-pages.catalogue.interest.heading")}</h2>
            <LazyInterestForm
              stageId={stage.id}
              objectId={home.id}
              subject={`${home.name}, ${stage.name}`}
              privacyHref={routePath(site, "privacyPolicy")}
              roomsRange={SEARCH_RANGES[site.country].rooms}
            />
          </section>
          {/* The showings feature's booking fills this slot; without it the times read as text. */}
          {slots?.["object.showings"] ?? <Showings text={text} showings={data.showings} />}
          <Contacts text={text} groups={data.contacts} />
        </aside>
      </div>
    </CataloguePage>
  );
}

/**
 * Click-to-buy (spec section 2): a home for sale in a stage with an online booking flow offers to
 * book it. A plain link to the flow, which asks for a login first; the home's status on this page
 * changes as soon as someone reserves it (the API expires the page's cache then).
 */
function BookingPanel({ text, data }: { text: CatalogueText; data: ObjectPageData }) {
  const flow = routePath(text.site, "clickToBuy");
  if (!flow || !text.site.features.hasLogin || !data.bookingFlow || data.object.status !== "forSale") return null;
  const info = routePath(text.site, "clickToBuyInfo");
  return (
    <section className={styles.panel} aria-labelledby="booking-heading">
      <h2 id="booking-heading">{text.t("content-pages.catalogue.booking.heading")}</h2>
      <p>{text.t("content-pages.catalogue.booking.text", { minutes: BOOKING_HOLD_MINUTES })}</p>
      <p className={styles.links}>
        <ButtonLink href={`${flow}?${new URLSearchParams({ objectId: data.object.id }).toString()}`}>
          {text.t("content-pages.catalogue.booking.start", { name: data.object.name })}
        </ButtonLink>
        {info ? <Link href={info}>{text.t("content-pages.catalogue.booking.info")}</Link> : null}
      </p>
    </section>
  );
}
