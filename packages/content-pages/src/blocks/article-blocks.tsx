import type { ArticleListBlock, ArticleListItem, ArticleMetaBlock, ImageBlock, QuoteBlock } from "@housing/contracts";
import { Container, Link } from "@housing/ui";
import { itemHeadingTag, type BlockContext } from "./block-context";
import { BlockImage } from "./block-image";
import styles from "./blocks.module.css";

/** Publication line of a press release, blog post or news item. */
export function ArticleMeta({ block, context }: { block: ArticleMetaBlock; context: BlockContext }) {
  const { t, formatDay } = context;
  const parts = [
    t("content-pages.meta.published", { date: formatDay(block.published) }),
    block.updated ? t("content-pages.meta.updated", { date: formatDay(block.updated) }) : null,
    block.author ? t("content-pages.meta.author", { author: block.author }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <div className={styles.meta} id={`block-${block.id}`}>
      <Container>
        {block.category ? <span className={styles.category}>{block.category}</span> : null}
        <p className={styles.metaLine}>
          {/* The published day is machine-readable for feeds and search engines. */}
          <time dateTime={block.published}>{parts[0]}</time>
          {parts.slice(1).map((part) => (
            <span key={part}> · {part}</span>
          ))}
        </p>
      </Container>
    </div>
  );
}

export function ImageFigure({ block }: { block: ImageBlock }) {
  return (
    <div className={styles.section} id={`block-${block.id}`}>
      <Container>
        <figure className={styles.figure}>
          <BlockImage image={block.image} className={styles.figureImage} />
          {block.caption || block.credit ? (
            <figcaption className={styles.caption}>
              {block.caption}
              {block.credit ? <span className={styles.credit}> {block.credit}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      </Container>
    </div>
  );
}

/** A quote or testimonial: the words in a blockquote, the speaker in the caption. */
export function Quote({ block }: { block: QuoteBlock }) {
  return (
    <div className={styles.section} id={`block-${block.id}`}>
      <Container>
        <figure className={styles.quote}>
          {block.image ? <BlockImage image={block.image} className={styles.quoteImage} sizes="5rem" /> : null}
          <blockquote className={styles.quoteText}>
            <p>{block.quote}</p>
          </blockquote>
          <figcaption className={styles.quoteAuthor}>
            <strong>{block.author}</strong>
            {block.role ? <span className={styles.quoteRole}>{block.role}</span> : null}
          </figcaption>
        </figure>
      </Container>
    </div>
  );
}

/** Newest first: ISO days sort as strings. Ties keep the editor's order. */
export function sortNewestFirst(items: readonly ArticleListItem[]): ArticleListItem[] {
  return [...items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** News, press releases, blog posts or articles: title, date, excerpt, link. */
export function ArticleList({ block, context }: { block: ArticleListBlock; context: BlockContext }) {
  const items = block.sort === "newest" ? sortNewestFirst(block.items) : block.items;
  const ItemHeading = itemHeadingTag(Boolean(block.heading));
  return (
    <section className={styles.section} id={`block-${block.id}`}>
      <Container>
        {block.heading ? <h2 className={styles.sectionHeading}>{block.heading}</h2> : null}
        {items.length === 0 ? (
          <p>{context.t("content-pages.articleList.empty")}</p>
        ) : (
          <ul className={styles.articleList}>
            {items.map((item) => (
              <li key={item.href}>
                <article className={styles.articleItem}>
                  {item.image ? (
                    <BlockImage
                      image={item.image}
                      className={styles.articleImage}
                      sizes="(max-width: 625px) 100vw, 12rem"
                    />
                  ) : null}
                  <div className={styles.articleBody}>
                    <ItemHeading className={styles.itemHeading}>
                      <Link href={item.href}>{item.title}</Link>
                    </ItemHeading>
                    <p className={styles.metaLine}>
                      {item.category ? <span className={styles.category}>{item.category}</span> : null}
                      <time dateTime={item.date}>{context.formatDay(item.date)}</time>
                    </p>
                    <p className={styles.excerpt}>{item.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {block.more ? (
          <p className={styles.more}>
            <Link href={block.more.href}>{block.more.label}</Link>
          </p>
        ) : null}
      </Container>
    </section>
  );
}
