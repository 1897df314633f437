import { routePath } from "@housing/site-config";
import { Container } from "@housing/ui";
import { LazyTextSearch } from "../lazy";
import type { SearchTemplateProps } from "../template-props";
import { readInitialTextSearch } from "./initial-data";
import { textSearchScope, type TextSearchKind } from "./scope";
import styles from "./text-search.module.css";

/** Template "TextSearchPage": the site's full-text search (/sok/, /hae/, /en/search/). */
export function TextSearchPage(props: SearchTemplateProps) {
  return <SearchPage {...props} kind="text" />;
}

/**
 * Template "CorporateSearchPage": the same search over the group's information (/om-oss/sok/
 * on the Swedish site, its English sub-site and the contractor site, where it is the only
 * search). What differs is the scope: no homes category (see `textSearchScope`).
 */
export function CorporateSearchPage(props: SearchTemplateProps) {
  return <SearchPage {...props} kind="corporate" />;
}

function SearchPage({
  model,
  site,
  location,
  initialData,
  kind,
}: SearchTemplateProps & { kind: TextSearchKind }) {
  const scope = textSearchScope(site, kind);
  const path = location?.path ?? routePath(site, kind === "text" ? "textSearch" : "corporateSearch") ?? "/";
  const query = location?.query ?? "";
  return (
    <div data-template={model.templateName} className={styles.page}>
      <Container className={styles.intro}>
        <h1 className={styles.title}>{model.title}</h1>
        {model.description ? <p className={styles.lead}>{model.description}</p> : null}
      </Container>
      {/* A new address from the server (the header's search link) starts the search afresh. */}
      <LazyTextSearch key={query} scope={scope} path={path} query={query} initial={readInitialTextSearch(initialData)} />
    </div>
  );
}
