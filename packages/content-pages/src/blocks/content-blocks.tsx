import type { ContentBlock, FactsBlock, HeroBlock, TeaserGridBlock, TextBlock } from "@housing/contracts";
import { ButtonLink, Container, Link } from "@housing/ui";
import styles from "./blocks.module.css";

/**
 * Renders a page's content blocks in order. The first hero on a page carries
 * the page's h1; every other block starts at h2.
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const firstHero = blocks.find((block) => block.type === "hero");
  return (
    <>
      {blocks.map((block) => {
        switch (block.type) {
          case "hero":
            return <Hero key={block.id} block={block} isPageHeading={block === firstHero} />;
          case "text":
            return <Text key={block.id} block={block} />;
          case "teaserGrid":
            return <TeaserGrid key={block.id} block={block} />;
          case "facts":
            return <Facts key={block.id} block={block} />;
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
