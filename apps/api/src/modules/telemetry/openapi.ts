import {
  ExperimentParamsSchema,
  LastVisitedParamsSchema,
  LastVisitedResponseSchema,
  MostVisitedParamsSchema,
  MostVisitedResponseSchema,
  WebVitalsReportSchema,
} from "@housing/contracts";
import * as examples from "@housing/contracts/examples";
import type { OperationSpec } from "../../core/openapi/operation";

/** The visit time series and the fire-and-forget telemetry calls of spec section 7. */
export const telemetryOperations: OperationSpec[] = [
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
];
