import type { AreaHit, ObjectHit, StageHit, TagHit } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import type { MockAnswer, MockRoutes } from "../../mocks/mock-api";
import { areaHits, objectHits, objectsPage, stageHits, summary, swedishTags } from "./fixtures";

export interface HomeSearchData {
  stages: StageHit[];
  objects: ObjectHit[];
  areas: AreaHit[];
  tags: TagHit[];
}

/** A site's catalogue for the home search: `stageCount` stages, `objectCount` homes, its areas and places. */
export function homeSearchData(site: SiteConfig, stageCount = 12, objectCount = 18): HomeSearchData {
  return {
    stages: stageHits(site, stageCount),
    objects: objectHits(site, objectCount),
    areas: areaHits(site),
    tags: swedishTags,
  };
}

interface Paged {
  limit?: number;
  offset?: number;
}

const page = <T>(hits: T[], body: unknown) => {
  const { limit = 30, offset = 0 } = (body ?? {}) as Paged;
  return hits.slice(offset, offset + limit);
};

/**
 * The home search's API calls answered from one catalogue: the first page with the counts, more
 * stages, homes by 30, the map's bulk answer, place suggestions and the places of the address.
 * `answer` replaces every answer (pending, failing) for the loading and error states.
 */
export function homeSearchRoutes(data: HomeSearchData, answer?: MockAnswer): MockRoutes {
  const of = (value: (body: unknown) => unknown) => (answer === undefined ? value : () => answer);
  return {
    "residence/stage_and_area_search": of((body) =>
      summary(page(data.stages, body), data.stages.length, data.areas, data.objects.length),
    ),
    "residence/search_stage": of((body) => ({
      hits: page(data.stages, body),
      estimatedTotalHits: data.stages.length,
      limit: 30,
      offset: (body as Paged).offset ?? 0,
      facetDistribution: {},
    })),
    "residence/search_object": of((body) =>
      objectsPage(page(data.objects, body), data.objects.length, (body as Paged).offset),
    ),
    "residence/search/tags": (body: unknown) => {
      const text = String((body as { text?: string }).text ?? "").toLocaleLowerCase();
      const hits = data.tags.filter((tag) => tag.name.toLocaleLowerCase().includes(text));
      return { hits, estimatedTotalHits: hits.length };
    },
    "residence/search/tags/url": of((body: unknown) => {
      const urls = (body as { urls?: string[] }).urls ?? [];
      return { hits: data.tags.filter((tag) => urls.includes(tag.url)) };
    }),
  };
}
