import { Badge, Card, Grid, Link, Text } from "@housing/ui";
import { homeStatusText } from "@housing/residence-ui/status-badge";
import { CardImage } from "@housing/residence-ui/card-image";
import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { CataloguePage, crumbsOf, PageHeader } from "./parts";
import styles from "./catalogue.module.css";

/**
 * Template "SuccessionStagePage": one municipality's resale homes, with links to the other
 * municipalities and back to the list of every resale home ("SuccessionPage", the search
 * package's succession list). Each card links to the broker's listing.
 */
export function SuccessionStagePage({ model, site }: TemplateProps) {
  const data = dataOf(model, "succession");
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  const parents =
    data.municipality && data.listUrl
      ? [{ label: text.t("content-pages.catalogue.succession.backToList"), href: data.listUrl }]
      : [];
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, parents, { label: model.title, href: model.canonical })}
        title={model.title}
        meta={<span>{text.t("content-pages.catalogue.succession.count", { count: data.totalCount })}</span>}
        lead={model.description}
      />
      <nav aria-label={text.t("content-pages.catalogue.succession.towns")} className={styles.section}>
        <ul className={styles.inlineList}>
          {data.listUrl ? (
            <li>
              <Link href={data.listUrl} aria-current={data.municipality ? undefined : "page"}>
                {text.t("content-pages.catalogue.succession.allTowns")}
              </Link>
            </li>
          ) : null}
          {data.municipalities.map((town) => (
            <li key={town.url}>
              <Link href={town.url} aria-current={town.name === data.municipality ? "page" : undefined}>
                {town.name} ({town.stageCount})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.objects.length === 0 ? (
        <p>{text.t("content-pages.catalogue.emptyList")}</p>
      ) : (
        <Grid as="ul">
          {data.objects.map((home) => (
            <li key={home.id}>
              <Card
                heading={home.address}
                media={home.image ? <CardImage image={home.image} /> : undefined}
                tags={<Badge>{homeStatusText(text, text.site, home.status)}</Badge>}
                footer={
                  <Link
                    href={home.url}
                    aria-label={text.t("content-pages.catalogue.succession.viewListing", { address: home.address })}
                  >
                    {text.t("content-pages.catalogue.succession.broker", { broker: home.brokerName })}
                  </Link>
                }
              >
                <Text variant="small">{home.place.municipality}</Text>
                <Text variant="small">
                  {[
                    home.price === null ? "" : text.formatPrice(home.price),
                    text.formatRooms(home.rooms),
                    home.livingArea === null ? "" : text.formatArea(home.livingArea),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
                <Text variant="muted" as="span">
                  {text.t("content-pages.catalogue.succession.published", { date: text.formatDate(home.publishedAt) })}
                </Text>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </CataloguePage>
  );
}
