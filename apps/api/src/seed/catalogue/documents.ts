import { routePath, SITE_CODES, sites, type SiteConfig } from "@housing/site-config";
import type { pages } from "../../core/db/schema";
import { ContractingType } from "../../modules/catalogue/enums";
import { blockText } from "../../modules/content/block-text";
import type { TextSearchLanguage, textDocuments } from "../../core/db/schema";
import { catalogueId, daysFromReference } from "./common";
import { CONTRACTING_WORK, contractorNews, DOCUMENT_COPY, type Story } from "./documents-copy";
import type { Geography } from "./geography";
import { Random } from "../../core/random";
import type { StageRow } from "./stage-rows";
import { slugify } from "./text";

export type TextDocumentRow = typeof textDocuments.$inferInsert;
type PageRow = typeof pages.$inferInsert;

const LANGUAGE: Record<SiteConfig["locale"], TextSearchLanguage> = {
  sv: "swedish",
  nb: "norwegian",
  fi: "finnish",
  en: "english",
};

const NEWS_PER_SITE = 8;
const JOBS_PER_SITE = 5;

/** One document per indexable content page; career pages are in the career category. */
function pageDocuments(pageRows: readonly PageRow[]): TextDocumentRow[] {
  const byKey = new Map(SITE_CODES.map((code) => [sites[code].key as string, sites[code]]));
  return pageRows
    .filter((page) => !page.noIndex)
    .map((page) => {
      const site = byKey.get(page.siteKey)!;
      const isCareer = page.path === routePath(site, "career") || page.path === routePath(site, "careerJobs");
      const blocks = (page.blocks ?? []).filter((block) => !block.sites || block.sites.includes(site.key));
      return {
        id: catalogueId("document", "page", page.id),
        siteKey: page.siteKey,
        language: LANGUAGE[site.locale],
        category: isCareer ? "career" : "content",
        title: page.title,
        url: page.path,
        body: [page.description ?? "", ...blocks.flatMap(blockText)].filter(Boolean).join("\n"),
        publishedAt: page.updatedAt!,
        sourceId: page.id,
      };
    });
}

function stageDocument(stage: StageRow, geography: Geography): TextDocumentRow {
  const site = SITE_CODES.map((code) => sites[code]).find((candidate) => candidate.key === stage.siteKey)!;
  const municipality = geography.byTagId.get(stage.municipalityTagId)!;
  const county = geography.byTagId.get(stage.countyTagId)!;
  const area = stage.areaTagId ? geography.byTagId.get(stage.areaTagId) : undefined;
  return {
    id: catalogueId("document", "stage", stage.id),
    siteKey: stage.siteKey,
    language: LANGUAGE[site.locale],
    category: "residencial",
    title: stage.name,
    url: stage.url,
    body: [
      stage.shortDescription,
      [area?.name, municipality.name, county.name].filter(Boolean).join(", "),
      stage.inhabitLabel,
    ].join("\n"),
    publishedAt: daysFromReference(-Random.for(`${stage.id}:document`).int(10, 400), 8),
    sourceId: stage.id,
  };
}

function story(
  site: SiteConfig,
  kind: "news" | "job",
  index: number,
  path: string,
  text: Story,
  random: Random,
): TextDocumentRow {
  const fill = (value: string) => value.replaceAll("{brand}", site.siteName);
  const title = fill(text.title);
  return {
    id: catalogueId("document", kind, site.key, index),
    siteKey: site.key,
    language: LANGUAGE[site.locale],
    category: kind === "news" ? "news" : "career",
    title,
    url: `${path}${slugify(title)}-${index + 1}/`,
    body: fill(text.body),
    publishedAt: daysFromReference(-random.int(1, 365), 8),
    sourceId: null,
  };
}

/** News about a site's own stages (contracts won, on the contractor site). The English sub-site has no news (spec section 1). */
function newsOf(site: SiteConfig, stageRows: readonly StageRow[], geography: Geography): TextDocumentRow[] {
  if (!site.features.hasNews) return [];
  const copy = DOCUMENT_COPY[site.locale];
  const own = stageRows.filter((stage) => stage.siteKey === site.key);
  const swedishTowns = [...geography.municipalities.se].sort((a, b) => b.population - a.population).slice(0, 30);
  const path = `${site.pathPrefix}${copy.newsSegment}`;
  return Array.from({ length: NEWS_PER_SITE }, (_, index) => {
    const random = Random.for(`news:${site.key}:${index}`);
    if (own.length === 0) {
      if (site.brand !== "contractor") return null;
      const work = CONTRACTING_WORK[random.pick(ContractingType.keys)];
      return story(site, "news", index, path, contractorNews(work, random.pick(swedishTowns).name), random);
    }
    if (copy.homeNews.length === 0) return null;
    const stage = random.pick(own);
    const town = geography.byTagId.get(stage.municipalityTagId)!.name;
    return story(site, "news", index, path, random.pick(copy.homeNews)(stage.name, town, stage.objectCount), random);
  }).filter((row): row is TextDocumentRow => row !== null);
}

function jobsOf(site: SiteConfig, geography: Geography): TextDocumentRow[] {
  const path = routePath(site, "careerJobs");
  if (!path) return [];
  const copy = DOCUMENT_COPY[site.locale];
  const towns = [...geography.municipalities[site.country]].sort((a, b) => b.population - a.population).slice(0, 12);
  return Array.from({ length: JOBS_PER_SITE }, (_, index) => {
    const random = Random.for(`job:${site.key}:${index}`);
    return story(site, "job", index, path, copy.job(random.pick(copy.jobTitles), random.pick(towns).name), random);
  });
}

/** Everything the text search finds, in each site's language (spec section 7, `textsearch`). */
export function buildTextDocuments(
  pageRows: readonly PageRow[],
  stageRows: readonly StageRow[],
  geography: Geography,
): TextDocumentRow[] {
  const all = SITE_CODES.map((code) => sites[code]);
  return [
    ...pageDocuments(pageRows),
    ...stageRows.map((stage) => stageDocument(stage, geography)),
    ...all.flatMap((site) => newsOf(site, stageRows, geography)),
    ...all.flatMap((site) => jobsOf(site, geography)),
  ];
}
