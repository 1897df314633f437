import { Container } from "@housing/ui";
import { ContentBlocks } from "../blocks/content-blocks";
import type { TemplateProps } from "./template-props";
import styles from "./templates.module.css";

/** Template "ArticlePage": a heading, an introduction and content blocks. */
export function ArticlePage({ model, site }: TemplateProps) {
  const hasHero = model.blocks.some((block) => block.type === "hero");
  return (
    <>
      {hasHero ? null : (
        <Container className={styles.intro}>
          <h1>{model.title}</h1>
          {model.description ? <p className={styles.lead}>{model.description}</p> : null}
        </Container>
      )}
      <ContentBlocks blocks={model.blocks} site={site} />
    </>
  );
}
