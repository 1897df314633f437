import type { ReactNode } from "react";
import type { ContentBlock } from "@housing/contracts";
import { Container } from "@housing/ui";
import { ContentBlocks } from "../../blocks/content-blocks";
import type { TemplateProps } from "../template-props";
import styles from "./editorial.module.css";

interface EditorialPageProps extends TemplateProps {
  /** Rendered between the introduction and the content blocks (a notice, an image file). */
  children?: ReactNode;
  /** Lets a template adjust its blocks, e.g. force newest-first order on a news list. */
  blocks?: ContentBlock[];
  /** A narrow column for short pages (contact in a modal). */
  isNarrow?: boolean;
}

/**
 * The frame every editorial template shares: the page title as the only h1
 * (unless a hero block carries it), the description as the lead, then the
 * content blocks from h2 down.
 */
export function EditorialPage({ model, site, children, blocks = model.blocks, isNarrow = false }: EditorialPageProps) {
  const hasHero = blocks.some((block) => block.type === "hero");
  return (
    // The template's name, on the root element for styling and end-to-end checks.
    <div data-template={model.templateName} className={isNarrow ? `${styles.page} ${styles.narrow}` : styles.page}>
      {hasHero ? null : (
        <Container className={styles.intro}>
          <h1 className={styles.title}>{model.title}</h1>
          {model.description ? <p className={styles.lead}>{model.description}</p> : null}
        </Container>
      )}
      {children}
      <ContentBlocks blocks={blocks} site={site} />
    </div>
  );
}

/** The page's blocks with every article list ordered newest first (news room, blog, corporate news). */
export function newestFirst(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => (block.type === "articleList" ? { ...block, sort: "newest" } : block));
}
