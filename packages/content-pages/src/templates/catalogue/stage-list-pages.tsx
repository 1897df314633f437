import type { TemplateProps } from "../template-props";
import { catalogueText, dataOf } from "./catalogue-text";
import { FallbackPage } from "./fallback-page";
import { CataloguePage, crumbsOf, PageHeader, StageGrid } from "./parts";
import styles from "./catalogue.module.css";

function StageListPage({ model, site, kind }: TemplateProps & { kind: "referenceProjects" | "soldOut" }) {
  const data = dataOf(model, kind);
  if (!data) return <FallbackPage model={model} site={site} />;
  const text = catalogueText(site);
  return (
    <CataloguePage model={model} site={site}>
      <PageHeader
        text={text}
        crumbs={crumbsOf(text, [], { label: model.title, href: model.canonical })}
        title={model.title}
        meta={<span>{text.t("content-pages.catalogue.stages.count", { count: data.stages.length })}</span>}
        lead={model.description}
      />
      <section className={styles.section} aria-labelledby="stages-heading">
        <h2 id="stages-heading">{text.t("content-pages.catalogue.stages")}</h2>
        <StageGrid text={text} stages={data.stages} />
      </section>
    </CataloguePage>
  );
}

/** Template "ReferenceProjectsPage": completed projects. */
export function ReferenceProjectsPage(props: TemplateProps) {
  return <StageListPage {...props} kind="referenceProjects" />;
}

/**
 * Template "ReferenceProjectsSecondBrandPage": the same list for the smaller brands (senior,
 * borätt), whose theme (data-brand on <html>) gives it their look; kept as its own template
 * name so the CMS can tell the two apart, as the spec lists them.
 */
export function ReferenceProjectsSecondBrandPage(props: TemplateProps) {
  return <StageListPage {...props} kind="referenceProjects" />;
}

/** Template "SoldOutPage": sold-out projects, most recent first. */
export function SoldOutPage(props: TemplateProps) {
  return <StageListPage {...props} kind="soldOut" />;
}
