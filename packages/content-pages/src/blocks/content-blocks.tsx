import type { ContentBlock, FactsBlock, HeroBlock, TeaserGridBlock, TextBlock } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Fragment, type ReactNode } from "react";
import { ButtonLink, Container, Link } from "@housing/ui";
import { ArticleList, ArticleMeta, ImageFigure, Quote } from "./article-blocks";
import { blockContext } from "./block-context";
import { Accordion, CampaignBanner, VideoPlaceholder } from "./feature-blocks";
import { ContactCards, FileList, JobList, KeyFigures, LinkList } from "./list-blocks";
import styles from "./blocks.module.css";

/**
 * Renders a page's content blocks in order, as server components. The first
 * hero on a page carries the page's h1; every other block starts at h2.
 * `site` gives the blocks their language and date format. `afterHero` (a slot another
 * feature fills through site-shell, such as the start page's search box) goes right after
 * the first hero, or first when there is none.
 */
export function ContentBlocks({
  blocks,
  site,
  afterHero,
}: {
  blocks: ContentBlock[];
  site: SiteConfig;
  afterHero?: ReactNode;
}) {
  const firstHero = blocks.find((block) => block.type === "hero");
  const context = blockContext(site);
  return (
    <>
      {firstHero ? null : afterHero}
      {blocks.map((block) => {
        if (block === firstHero && afterHero) {
          return (
            <Fragment key={block.id}>
              <Hero block={block} isPageHeading />
              {afterHero}
            </Fragment>
          );
        }
        switch (block.type) {
          case "hero":
            return <Hero key={block.id} block={block} isPageHeading={block === firstHero} />;
          case "text":
            return <Text key={block.id} block={block} />;
          case "teaserGrid":
            return <TeaserGrid key={block.id} block={block} />;
          case "facts":
            return <Facts key={block.id} block={block} />;
          case "articleMeta":
            return <ArticleMeta key={block.id} block={block} context={context} />;
          case "image":
            return <ImageFigure key={block.id} block={block} />;
          case "quote":
            return <Quote key={block.id} block={block} />;
          case "accordion":
            return <Accordion key={block.id} block={block} />;
          case "articleList":
            return <ArticleList key={block.id} block={block} context={context} />;
          case "jobList":
            return <JobList key={block.id} block={block} context={context} />;
          case "contactCards":
            return <ContactCards key={block.id} block={block} context={context} />;
          case "fileList":
            return <FileList key={block.id} block={block} context={context} />;
          case "campaign":
            return <CampaignBanner key={block.id} block={block} context={context} />;
          case "video":
            return <VideoPlaceholder key={block.id} block={block} context={context} />;
          case "linkList":
            return <LinkList key={block.id} block={block} />;
          case "keyFigures":
            return <KeyFigures key={block.id} block={block} context={context} />;
        }
      })}
    </>
  );
}

function Hero({ block, isPageHeading }: { block: HeroBlock; isPageHeading: boolean }) {
  const Heading = isPageHeading ? "h1" : "h2";
  return (
    <section className={styles.hero} aria-labelledby={`block-${block.id}`}>
      <Container>
        <Heading id={`block-${block.id}`} className={styles.heroHeading}>
          {block.heading}
        </Heading>
        <p className={styles.heroText}>{block.text}</p>
        {block.cta ? (
          <ButtonLink href={block.cta.href} variant="onDark">
            {block.cta.label}
          </ButtonLink>
        ) : null}
      </Container>
    </section>
  );
}

function Text({ block }: { block: TextBlock }) {
  return (
    <section className={`${styles.section} ${styles.text}`} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        {block.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Container>
    </section>
  );
}

function TeaserGrid({ block }: { block: TeaserGridBlock }) {
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        <h2 className={styles.sectionHeading}>{block.heading}</h2>
        <ul className={styles.grid}>
          {block.teasers.map((teaser) => (
            <li key={teaser.link.href}>
              <article className={styles.teaser}>
                <h3 className={styles.teaserHeading}>
                  <Link href={teaser.link.href}>{teaser.heading}</Link>
                </h3>
                <p className={styles.teaserText}>{teaser.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Facts({ block }: { block: FactsBlock }) {
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        <h2 className={styles.sectionHeading}>{block.heading}</h2>
        <ul className={styles.facts}>
          {block.facts.map((fact) => (
            <li key={fact.label}>
              <span className={styles.factValue}>{fact.value}</span>
              {fact.label}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
