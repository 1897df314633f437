import type { ReactNode } from "react";
import { vi } from "vitest";
import { ApiProvider } from "@housing/api-client/react";
import type {
  MunicipalityOption,
  ObjectHit,
  PageViewModel,
  PremisesHit,
  PremisesSearchResponse,
  PremisesTagsResponse,
  SuccessionSearchResponse,
} from "@housing/contracts";
import { ObjectStatus, PremiseStatus, PremiseType } from "@housing/contracts/catalogue";
import { exampleObjectHit, examplePremisesHit, exampleTagHit } from "@housing/contracts/examples";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite } from "@housing/site-config";
import { searchMessages } from "../messages";

/* Fixtures and a fake API for the listings' rendering tests (not part of the package's exports). */

export const site = getSite("se");

export function withProviders(children: ReactNode) {
  return (
    <TestI18nProvider locale="sv" messages={[searchMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key}>
        {children}
      </ApiProvider>
    </TestI18nProvider>
  );
}

export function pageModel(templateName: string, data?: PageViewModel["data"]): PageViewModel {
  return {
    templateName,
    siteVersion: "1",
    pageId: "page",
    objectId: null,
    canonical: "https://www.fjallvik.example/lokaler/",
    title: templateName === "SuccessionPage" ? "Mäklarobjekt" : "Lediga lokaler",
    description: "Butiker, kontor och andra lokaler i våra hus.",
    noIndex: false,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [{ id: "intro", type: "text", paragraphs: ["Hyr en lokal i bottenvåningen."] }],
    data,
  };
}

export function premisesHit(index: number, type: keyof typeof PremiseType.ids, size: number): PremisesHit {
  return {
    ...examplePremisesHit,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    siteId: site.siteId,
    name: `Lokal ${index}`,
    url: `/lokaler/lokal-${index}/`,
    type: { id: PremiseType.ids[type], name: type },
    status: { id: PremiseStatus.ids.forSale, name: "For sale" },
    size,
    searchImage: { url: `/media/facade/${index}.svg`, alt: "", width: 1200, height: 800 },
  };
}

export function premisesResponse(hits: PremisesHit[]): PremisesSearchResponse {
  return { hits, estimatedTotalHits: hits.length, limit: 500, offset: 0, facetDistribution: { types: {} } };
}

export const premisesOptions: PremisesTagsResponse = {
  tags: [{ ...exampleTagHit, type: "county", name: "Stockholms län", url: "stockholms-lan", parentName: null }],
  types: [
    { id: PremiseType.ids.office, name: "Office", count: 2 },
    { id: PremiseType.ids.retail, name: "Retail", count: 1 },
    { id: PremiseType.ids.healthcare, name: "Healthcare", count: 0 },
  ],
};

export function homeHit(index: number): ObjectHit {
  return {
    ...exampleObjectHit,
    id: `00000000-0000-4000-9000-${String(index).padStart(12, "0")}`,
    name: `Storgatan ${index}`,
    url: `https://maklare.example/objekt/${index}/`,
    shortDescription: "Hemnära Mäklare",
    status: { id: ObjectStatus.ids.forSale, name: "For sale" },
  };
}

export const municipalities: MunicipalityOption[] = [
  { key: "alla-kommuner", name: "Alla kommuner", tag: null, count: 45 },
  {
    key: "stockholms-lan/nacka",
    name: "Nacka",
    tag: { id: exampleTagHit.id, name: "Nacka", url: "stockholms-lan/nacka", hasRental: false },
    count: 2,
  },
];

export function successionResponse(hits: ObjectHit[], total: number, offset = 0): SuccessionSearchResponse {
  return { hits, estimatedTotalHits: total, limit: 30, offset, municipalities };
}

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
}

/** Stubs fetch: each call is recorded and answered by `answer` (a thrown error is a network failure). */
export function fakeApi(answer: (call: FakeCall) => unknown) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call = { path: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
