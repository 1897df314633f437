import {
  AnonymousInterestRequestSchema,
  AnonymousInterestResponseSchema,
  ExperimentParamsSchema,
  LastVisitedParamsSchema,
  LastVisitedResponseSchema,
  MostVisitedParamsSchema,
  MostVisitedResponseSchema,
  PremisesSearchRequestSchema,
  PremisesSearchResponseSchema,
  PremisesTagsRequestSchema,
  PremisesTagsResponseSchema,
  SuccessionSearchRequestSchema,
  SuccessionSearchResponseSchema,
  TextSearchRequestSchema,
  TextSearchResponseSchema,
  WebVitalsReportSchema,
} from "@housing/contracts";
import * as examples from "@housing/contracts/examples";
import type { OperationSpec } from "../../core/openapi/operation";

/** Premises, succession, text search, visits and telemetry calls of spec section 7. */
export const otherOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/residence/search/premises",
    operationId: "searchPremises",
    tag: "Premises",
    summary: "Premises matching a filter",
    description:
      "Up to 500 premises (spec section 9), sorted by `sortOrder:asc` and then by the chosen sort. " +
      "The area slider's top (200 m², Finland 150) is open-ended.",
    body: { schema: PremisesSearchRequestSchema, example: examples.examplePremisesSearchRequest },
    responses: {
      200: {
        description: "Matching premises.",
        schema: PremisesSearchResponseSchema,
        example: examples.examplePremisesSearchResponse,
      },
    },
  },
  {
    method: "post",
    path: "/residence/search/premises/tags",
    operationId: "getPremisesTags",
    tag: "Premises",
    summary: "Filter options of the premises page: tags and premises types",
    body: { schema: PremisesTagsRequestSchema, example: examples.examplePremisesTagsRequest },
    responses: {
      200: {
        description: "Tags and types.",
        schema: PremisesTagsResponseSchema,
        example: examples.examplePremisesTagsResponse,
      },
    },
  },
  {
    method: "post",
    path: "/residence/search/succession",
    operationId: "searchSuccession",
    tag: "Succession",
    summary: "The succession (resale) list",
    description:
      "By site and object status, narrowed by municipality tags or a geo search (not both). Without a geo " +
      "search the hits are shuffled with a fixed seed, so the order is stable between requests and pages. " +
      "`municipalities` starts with the `alla-kommuner` option.",
    body: { schema: SuccessionSearchRequestSchema, example: examples.exampleSuccessionSearchRequest },
    responses: {
      200: {
        description: "A page of resale homes and the municipality picker.",
        schema: SuccessionSearchResponseSchema,
        example: examples.exampleSuccessionSearchResponse,
      },
    },
  },
  {
    method: "post",
    path: "/textsearch",
    operationId: "textSearch",
    tag: "Text search",
    summary: "Full-text search of the site",
    description:
      "Pages of at most 25 (spec section 9); the header's quick search asks for 3. Shaped like a Meilisearch response.",
    body: { schema: TextSearchRequestSchema, example: examples.exampleTextSearchRequest },
    responses: {
      200: {
        description: "Hits with cropped texts and counts per category.",
        schema: TextSearchResponseSchema,
        example: examples.exampleTextSearchResponse,
      },
    },
  },
  {
    method: "get",
    path: "/timeseries/lastvisited/{userOrAnonId}/{siteId}",
    operationId: "getLastVisited",
    tag: "Visits",
    summary: "What a user or anonymous visitor looked at lately on a site",
    params: LastVisitedParamsSchema,
    responses: {
      200: {
        description: "Visits, newest first.",
        schema: LastVisitedResponseSchema,
        example: examples.exampleLastVisitedResponse,
      },
    },
  },
  {
    method: "get",
    path: "/timeseries/mostvisited/county/{id}",
    operationId: "getMostVisitedInCounty",
    tag: "Visits",
    summary: "The most visited stages of a county",
    params: MostVisitedParamsSchema,
    responses: {
      200: {
        description: "Stages, most visited first.",
        schema: MostVisitedResponseSchema,
        example: examples.exampleMostVisitedResponse,
      },
      404: { description: "No such county." },
    },
  },
  {
    method: "post",
    path: "/api/experiments/{code}/{value}",
    operationId: "recordExperiment",
    tag: "Telemetry",
    summary: "Record one experiment event",
    description:
      "Spec section 4: the cookie prompt posts `cookie-consent` with 1 (close), 2 (enable all) or 3 (manual). No body.",
    params: ExperimentParamsSchema,
    responses: { 204: { description: "Recorded." } },
  },
  {
    method: "post",
    path: "/api/webvitals/save",
    operationId: "saveWebVitals",
    tag: "Telemetry",
    summary: "Record one web-vitals measurement",
    description:
      "The browser sends it with navigator.sendBeacon, whose body is `text/plain`, or falls back to a keepalive " +
      "fetch; both media types carry the same JSON.",
    body: {
      schema: WebVitalsReportSchema,
      example: examples.exampleWebVitalsReport,
      mediaTypes: ["application/json", "text/plain"],
    },
    responses: { 204: { description: "Recorded." } },
  },
  {
    method: "post",
    path: "/signup_service/interest/anonymous",
    operationId: "postAnonymousInterest",
    // Signup calls have no group of their own yet; the interest form sits on content (stage and home) pages.
    tag: "Content",
    summary: "A logged-out visitor's interest in a stage or one of its homes",
    description:
      "Validated with the interest form's own schema (spec section 5): names at most 50 characters without " +
      "digits, links or markup; a valid e-mail; a phone of 7-20 digits, spaces, hyphens or plus; an optional " +
      "postal code of digits and spaces (at most 50); an optional rooms wish `minRooms`/`maxRooms` within the " +
      "site's range (1 to 5, Finland 4; max not below min); an optional message of at most 500; accepted terms. The stage must belong to the site and the home to the " +
      "stage. `status` can later also be `mustLoginWithBankId` or `userExists` (spec section 4).",
    hasSiteKeyHeader: true,
    body: {
      schema: AnonymousInterestRequestSchema,
      example: {
        stageId: "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41",
        objectId: null,
        firstName: "Anna",
        lastName: "Berg",
        email: "anna.berg@example.com",
        phone: "070-123 45 67",
        postalCode: "113 51",
        minRooms: 3,
        maxRooms: 4,
        message: "Finns det fyror kvar?",
        acceptTerms: true,
      },
    },
    responses: {
      201: {
        description: "The interest is stored.",
        schema: AnonymousInterestResponseSchema,
        example: { status: "created", id: "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d" },
      },
    },
  },
];
