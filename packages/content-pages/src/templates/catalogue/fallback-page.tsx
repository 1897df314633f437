import type { PageViewModel } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Container } from "@housing/ui";
import { ContentBlocks } from "../../blocks/content-blocks";
import styles from "./catalogue.module.css";

/** A catalogue template whose view model carries no data (a CMS page without a listing): title, description, blocks. */
export function FallbackPage({ model, site }: { model: PageViewModel; site: SiteConfig }) {
  return (
    <>
      <Container className={styles.page}>
        <header className={styles.header}>
          <h1>{model.title}</h1>
          {model.description ? <p className={styles.lead}>{model.description}</p> : null}
        </header>
      </Container>
      <ContentBlocks blocks={model.blocks} site={site} />
    </>
  );
}
