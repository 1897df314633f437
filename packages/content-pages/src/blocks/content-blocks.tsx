import type { ContentBlock, FactsBlock, HeroBlock, TeaserGridBlock, TextBlock } from "@housing/contracts";
import type { BlockComponent, BlockRenderers } from "@housing/contracts/manifest";
import type { SiteConfig } from "@housing/site-config";
import { Fragment, type ReactNode } from "react";
import { ButtonLink, Container, Link } from "@housing/ui";
import { ArticleList, ArticleMeta, ImageFigure, Quote } from "./article-blocks";
import { blockContext } from "./block-context";
import { providedBlockRenderers } from "./site-block-renderers";
import { Accordion, CampaignBanner, VideoPlaceholder } from "./feature-blocks";
import { ContactCards, FileList, JobList, KeyFigures, LinkList } from "./list-blocks";
import styles from "./blocks.module.css";

/**
 * The content blocks this package contributes (its manifest's `blocks`), by block type. A block
 * type is an open key: a feature adds a renderer through its own manifest.
 */
export const contentBlocks = {
  hero: ({ block, isPageHeading = false }) => <Hero block={block} isPageHeading={isPageHeading} />,
  text: ({ block }) => <Text block={block} />,
  teaserGrid: ({ block }) => <TeaserGrid block={block} />,
  facts: ({ block }) => <Facts block={block} />,
  articleMeta: ({ block, site }) => <ArticleMeta block={block} context={blockContext(site)} />,
  image: ({ block }) => <ImageFigure block={block} />,
  quote: ({ block }) => <Quote block={block} />,
  accordion: ({ block }) => <Accordion block={block} />,
  articleList: ({ block, site }) => <ArticleList block={block} context={blockContext(site)} />,
  jobList: ({ block, site }) => <JobList block={block} context={blockContext(site)} />,
  contactCards: ({ block, site }) => <ContactCards block={block} context={blockContext(site)} />,
  fileList: ({ block, site }) => <FileList block={block} context={blockContext(site)} />,
  campaign: ({ block, site }) => <CampaignBanner block={block} context={blockContext(site)} />,
  video: ({ block, site }) => <VideoPlaceholder block={block} context={blockContext(site)} />,
  linkList: ({ block }) => <LinkList block={block} />,
  keyFigures: ({ block, site }) => <KeyFigures block={block} context={blockContext(site)} />,
} satisfies BlockRenderers;

/** One block through the renderers' lookup; a type without a renderer is left out, as the page's other blocks render. */
function Block({
  block,
  site,
  renderers,
  isPageHeading,
}: {
  block: ContentBlock;
  site: SiteConfig;
  renderers: BlockRenderers;
  isPageHeading?: boolean;
}) {
  const Renderer = Object.hasOwn(renderers, block.type)
    ? (renderers[block.type] as BlockComponent | undefined)
    : undefined;
  return Renderer ? <Renderer block={block} site={site} isPageHeading={isPageHeading} /> : null;
}

/**
 * Renders a page's content blocks in order, as server components, each through the block
 * renderers' lookup: the caller's, else the site's merged map of all manifests (the site shell
 * provides it, site-block-renderers.ts), else this package's own (stories, tests). The first hero on
 * a page carries the page's h1; every other block starts at h2. `site` gives the blocks their
 * language and date format. `afterHero` (a slot another feature fills through site-shell, such
 * as the start page's search box) goes right after the first hero, or first when there is none.
 */
export function ContentBlocks({
  blocks,
  site,
  afterHero,
  renderers: givenRenderers,
}: {
  blocks: ContentBlock[];
  site: SiteConfig;
  afterHero?: ReactNode;
  renderers?: BlockRenderers;
}) {
  const renderers = givenRenderers ?? providedBlockRenderers() ?? contentBlocks;
  const firstHero = blocks.find((block) => block.type === "hero");
  return (
    <>
      {firstHero ? null : afterHero}
      {blocks.map((block) => (
        <Fragment key={block.id}>
          <Block block={block} site={site} renderers={renderers} isPageHeading={block === firstHero} />
          {block === firstHero ? afterHero : null}
        </Fragment>
      ))}
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
