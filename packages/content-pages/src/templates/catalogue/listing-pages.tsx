import type { PremisesSummary, RentalProjectSummary } from "@housing/contracts";
import { Badge, Card, FactList, Grid, Link, Text, type Fact } from "@housing/ui";
import { areaText, roomsText } from "@housing/residence-ui/facts";
import { CardImage } from "@housing/residence-ui/card-image";
import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf, keyLabel, priceRange, type CatalogueText } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { Gallery } from "./gallery";
import { CataloguePage, crumbsOf, PageHeader } from "./parts";
import styles from "./catalogue.module.css";

function premisesFacts(text: CatalogueText, premises: PremisesSummary): Fact[] {
  const facts: Fact[] = [
    {
      label: text.t("content-pages.catalogue.fact.premisesType"),
      value: keyLabel(text, "premisesType", premises.type),
    },
    { label: text.t("content-pages.catalogue.fact.areaSize"), value: text.formatArea(premises.areaSize) },
    { label: text.t("content-pages.catalogue.fact.status"), value: keyLabel(text, "premisesStatus", premises.status) },
    {
      label: text.t("content-pages.catalogue.fact.address"),
      value: [premises.place.area, premises.place.municipality].filter(Boolean).join(", "),
    },
  ];
  if (premises.monthlyRent !== null) {
    facts.push({ label: text.t("content-pages.catalogue.fact.rent"), value: text.formatPrice(premises.monthlyRent) });
  }
  if (premises.availableFrom)
    facts.push({
      label: text.t("content-pages.catalogue.fact.availableFrom"),
      value: text.formatDate(premises.availableFrom),
    });
  return facts;
}

/** Template "PremisesObjectPage": one premises. */
export function PremisesObjectPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "premises");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const { premises } = data;
  const parents = data.listUrl
    ? [{ label: text.t("content-pages.catalogue.premises.backToList"), href: data.listUrl }]
    : [];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: premises.name, href: premises.url })}
        title={premises.name}
        meta={<Badge>{keyLabel(text, "premisesStatus", premises.status)}</Badge>}
        lead={premises.shortDescription}
      />
      <Gallery images={data.images} label={text.t("content-pages.catalogue.gallery")} />
      <section className={styles.section} aria-labelledby="facts-heading">
        <h2 id="facts-heading">{text.t("content-pages.catalogue.facts")}</h2>
        <FactList facts={premisesFacts(text, premises)} />
      </section>
      <p className={styles.links}>
        {data.stage ? (
          <Link href={data.stage.href}>
            {text.t("content-pages.catalogue.premises.inStage", { name: data.stage.label })}
          </Link>
        ) : null}
        {data.listUrl ? <Link href={data.listUrl}>{text.t("content-pages.catalogue.premises.backToList")}</Link> : null}
      </p>
    </CataloguePage>
  );
}

function rentalFacts(text: CatalogueText, project: RentalProjectSummary): Fact[] {
  return [
    { label: text.t("content-pages.catalogue.fact.status"), value: keyLabel(text, "rentalStatus", project.status) },
    { label: text.t("content-pages.catalogue.fact.rent"), value: priceRange(text, project.rent) },
    { label: text.t("content-pages.catalogue.fact.rooms"), value: roomsText(text, project.rooms) },
    { label: text.t("content-pages.catalogue.fact.livingArea"), value: areaText(text, project.livingArea) },
    {
      label: text.t("content-pages.catalogue.fact.apartments"),
      value: text.t("content-pages.catalogue.rental.available", {
        available: project.availableCount,
        total: project.apartmentCount,
      }),
    },
    {
      label: text.t("content-pages.catalogue.fact.inhabit"),
      value: project.inhabitDate ? text.formatDate(project.inhabitDate) : "",
    },
    {
      label: text.t("content-pages.catalogue.fact.address"),
      value: [project.place.area, project.place.municipality].filter(Boolean).join(", "),
    },
  ].filter((fact) => fact.value !== "");
}

/** Template "RentalStartPage": the site's rental projects. */
export function RentalStartPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "rentalList");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, [], { label: model.title, href: model.canonical })}
        title={model.title}
        lead={model.description}
      />
      <section className={styles.section} aria-labelledby="rental-heading">
        <h2 id="rental-heading">{text.t("content-pages.catalogue.rental.projects")}</h2>
        {data.projects.length === 0 ? (
          <p>{text.t("content-pages.catalogue.emptyList")}</p>
        ) : (
          <Grid as="ul">
            {data.projects.map((project) => (
              <li key={project.id}>
                <Card
                  heading={project.name}
                  href={project.url}
                  media={project.image ? <CardImage image={project.image} /> : undefined}
                  tags={<Badge>{keyLabel(text, "rentalStatus", project.status)}</Badge>}
                  footer={text.t("content-pages.catalogue.rental.available", {
                    available: project.availableCount,
                    total: project.apartmentCount,
                  })}
                >
                  <Text variant="small">{project.place.municipality}</Text>
                  <Text variant="small">
                    {priceRange(text, project.rent)} · {roomsText(text, project.rooms)}
                  </Text>
                </Card>
              </li>
            ))}
          </Grid>
        )}
      </section>
    </CataloguePage>
  );
}

/** Template "RentalProjectPage": one rental project. */
export function RentalProjectPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "rental");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const { project } = data;
  const parents = data.listUrl
    ? [{ label: text.t("content-pages.catalogue.rental.backToList"), href: data.listUrl }]
    : [];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: project.name, href: project.url })}
        title={project.name}
        meta={<Badge>{keyLabel(text, "rentalStatus", project.status)}</Badge>}
        lead={project.shortDescription}
      />
      <Gallery images={data.images} label={text.t("content-pages.catalogue.gallery")} />
      <section className={styles.section} aria-labelledby="facts-heading">
        <h2 id="facts-heading">{text.t("content-pages.catalogue.facts")}</h2>
        <FactList facts={rentalFacts(text, project)} />
      </section>
      {data.listUrl ? <Link href={data.listUrl}>{text.t("content-pages.catalogue.rental.backToList")}</Link> : null}
    </CataloguePage>
  );
}
