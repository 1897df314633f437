import type { AreaSummary, PlaceCount } from "@housing/contracts";
import { Card, Grid, Image, Link, Text } from "@housing/ui";
import { CardImage } from "@housing/residence-ui/card-image";
import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf, type CatalogueText } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { CataloguePage, crumbsOf, PageHeader, StageGrid } from "./parts";
import styles from "./catalogue.module.css";

function PlaceLinks({
  text,
  id,
  heading,
  places,
}: {
  text: CatalogueText;
  id: string;
  heading: string;
  places: PlaceCount[];
}) {
  if (places.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.inlineList}>
        {places.map((place) => (
          <li key={place.url}>
            <Link href={place.url}>
              {place.name} ({text.t("content-pages.catalogue.stages.count", { count: place.stageCount })})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AreaCard({ text, area }: { text: CatalogueText; area: AreaSummary }) {
  return (
    <Card
      heading={area.name}
      href={area.url}
      media={area.image ? <CardImage image={area.image} /> : undefined}
      footer={text.t("content-pages.catalogue.stages.count", { count: area.stageCount })}
    >
      <Text variant="small">{area.place.municipality}</Text>
      <Text variant="small">{area.shortDescription}</Text>
    </Card>
  );
}

/** Template "AreasPage": the site's developments, and its counties as ways into the SEO pages. */
export function AreasPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "areas");
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
      <section className={styles.section} aria-labelledby="areas-heading">
        <h2 id="areas-heading">{text.t("content-pages.catalogue.areas")}</h2>
        {data.areas.length === 0 ? (
          <p>{text.t("content-pages.catalogue.emptyList")}</p>
        ) : (
          <Grid as="ul">
            {data.areas.map((area) => (
              <li key={area.id}>
                <AreaCard text={text} area={area} />
              </li>
            ))}
          </Grid>
        )}
      </section>
      <PlaceLinks
        text={text}
        id="counties-heading"
        heading={text.t("content-pages.catalogue.counties")}
        places={data.counties}
      />
    </CataloguePage>
  );
}

/** Template "AreaPage": one development and its stages. */
export function AreaPage({ model, site }: TemplateProps) {
  const data = dataOf(model, "area");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const { area } = data;
  const parents = area.place.municipalityUrl
    ? [{ label: area.place.municipality, href: area.place.municipalityUrl }]
    : [];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: area.name, href: area.url })}
        title={area.name}
        meta={<span>{[area.place.municipality, area.place.county].join(", ")}</span>}
        lead={area.shortDescription}
      />
      {area.image ? (
        <Image
          src={area.image.url}
          alt={area.image.alt}
          width={area.image.width}
          height={area.image.height}
          sizes="100vw"
          priority
        />
      ) : null}
      <section className={styles.section} aria-labelledby="stages-heading">
        <h2 id="stages-heading">{text.t("content-pages.catalogue.stages")}</h2>
        <StageGrid text={text} stages={data.stages} />
      </section>
    </CataloguePage>
  );
}
