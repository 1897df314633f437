import type { ReactNode } from "react";
import type { ContactGroup, Showing, StageSummary } from "@housing/contracts";
import { StageCard } from "@housing/residence-ui/stage-card";
import { Breadcrumbs, Container, Grid, Link, type Crumb } from "@housing/ui";
import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { ContentBlocks } from "../../blocks/content-blocks";
import { keyLabel, type CatalogueText } from "./catalogue-text";
import { LazyFavouriteButton } from "./lazy";
import styles from "./catalogue.module.css";

/** Start › (parents) › this page; the last crumb is the page itself. */
export function crumbsOf(text: CatalogueText, parents: Crumb[], current: Crumb): Crumb[] {
  return [{ label: text.t("content-pages.catalogue.start"), href: `${text.site.pathPrefix}/` }, ...parents, current];
}

/** The top of every catalogue page: breadcrumbs, h1, a line of status and place, an introduction. */
export function PageHeader({
  text,
  crumbs,
  title,
  meta,
  lead,
}: {
  text: CatalogueText;
  crumbs: Crumb[];
  title: string;
  meta?: ReactNode;
  lead?: string;
}) {
  return (
    <header className={styles.header}>
      <Breadcrumbs items={crumbs} label={text.t("ui.breadcrumbs")} />
      <h1>{title}</h1>
      {meta ? <div className={styles.meta}>{meta}</div> : null}
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}

/** The shell of a catalogue page: the container, its content, then the page's content blocks (spec section 6 filtered by the API). */
export function CataloguePage({
  model,
  site,
  children,
}: {
  model: PageViewModel;
  site: SiteConfig;
  children: ReactNode;
}) {
  return (
    <>
      <Container className={styles.page}>{children}</Container>
      <ContentBlocks blocks={model.blocks} site={site} />
    </>
  );
}

/** The stages of a list page as cards; a stage's place reads as its area and municipality. */
export function StageGrid({ text, stages }: { text: CatalogueText; stages: StageSummary[] }) {
  if (stages.length === 0) return <p>{text.t("content-pages.catalogue.emptyList")}</p>;
  return (
    <Grid as="ul">
      {stages.map((stage) => (
        <li key={stage.id}>
          <StageCard
            text={text}
            site={text.site}
            name={stage.name}
            href={stage.url}
            status={stage.status}
            image={stage.image}
            place={[stage.place.area, stage.place.municipality].filter(Boolean).join(", ")}
            price={stage.price}
            totalPrice={stage.totalPrice}
            rooms={stage.rooms}
            livingArea={stage.livingArea}
            moveIn={stage.inhabitLabel}
            availableCount={stage.availableCount}
            favourite={
              text.site.features.hasLogin ? <LazyFavouriteButton stageId={stage.id} name={stage.name} /> : undefined
            }
          />
        </li>
      ))}
    </Grid>
  );
}

function timeOf(text: CatalogueText, iso: string): string {
  return new Intl.DateTimeFormat(text.site.languageTag, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: text.site.timeZone,
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** Upcoming showings with the date in the site's format (spec section 9) and the local time. */
export function Showings({ text, showings }: { text: CatalogueText; showings: Showing[] }) {
  return (
    <section className={styles.panel} aria-labelledby="showings-heading">
      <h2 id="showings-heading">{text.t("content-pages.catalogue.showings")}</h2>
      {showings.length === 0 ? (
        <p>{text.t("content-pages.catalogue.showings.none")}</p>
      ) : (
        <ul className={styles.list}>
          {showings.map((showing) => (
            <li key={showing.id}>
              <time dateTime={showing.startsAt}>
                {text.t("content-pages.catalogue.showings.time", {
                  date: text.formatDate(showing.startsAt),
                  start: timeOf(text, showing.startsAt),
                  end: showing.endsAt ? timeOf(text, showing.endsAt) : "",
                })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Contacts under a heading per staff role (spec section 3: which roles depends on the site). */
export function Contacts({ text, groups }: { text: CatalogueText; groups: ContactGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{text.t("content-pages.catalogue.contacts")}</h2>
      {groups.map((group) => (
        <div key={group.role} className={styles.contactGroup}>
          <h3>{keyLabel(text, "role", group.role)}</h3>
          <ul className={styles.list}>
            {group.contacts.map((contact) => (
              <li key={`${group.role}-${contact.email}`} className={styles.contact}>
                <p>
                  <strong>{contact.name}</strong>
                </p>
                <p>{contact.title}</p>
                <p>
                  <span>{text.t("content-pages.catalogue.contacts.phone")}: </span>
                  <a href={`tel:${contact.phone.replace(/\s/g, "")}`}>{contact.phone}</a>
                </p>
                <p>
                  <span>{text.t("content-pages.catalogue.contacts.email")}: </span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Links on: back to the home search and any listed places. */
export function SearchLinks({ text, links }: { text: CatalogueText; links: { label: string; href: string }[] }) {
  return (
    <nav className={styles.links} aria-label={text.t("content-pages.catalogue.notFound.waysOn")}>
      {links.map((link) => (
        <Link key={link.href} href={link.href}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
