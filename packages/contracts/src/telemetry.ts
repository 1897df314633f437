import * as v from "valibot";
import { SitePathSchema } from "./common";

/*
 * Fire-and-forget calls of spec section 7 that record what visitors do. Both answer
 * 204 No Content; a bad request is still a 400, so a broken sender shows up in the logs.
 */

const TokenSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(64),
  v.regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, '.', '_' and '-' only"),
);

/** POST /api/experiments/{code}/{value}: one event of an experiment or a tracked choice. No body. */
export const ExperimentParamsSchema = v.object({ code: TokenSchema, value: TokenSchema });
export type ExperimentParams = v.InferOutput<typeof ExperimentParamsSchema>;

/** Spec section 4: the cookie prompt posts the visitor's choice as an experiment event. */
export const COOKIE_CONSENT_EXPERIMENT = {
  code: "cookie-consent",
  values: { close: "1", enableAll: "2", manual: "3" },
} as const;

/** The metrics the web-vitals library reports. */
export const WEB_VITAL_NAMES = ["CLS", "FCP", "FID", "INP", "LCP", "TTFB"] as const;
export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
] as const;

/**
 * POST /api/webvitals/save: one web-vitals measurement. The browser sends it with
 * navigator.sendBeacon, which can only send a `text/plain` body, so the endpoint takes this
 * JSON as `application/json` or as `text/plain`.
 */
export const WebVitalsReportSchema = v.object({
  /** The library's id of this metric instance on this page load. */
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  name: v.picklist(WEB_VITAL_NAMES),
  /** Milliseconds, or unitless for CLS; an hour is far beyond any real measurement. */
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(3_600_000)),
  navigationType: v.picklist(NAVIGATION_TYPES),
  rating: v.picklist(WEB_VITAL_RATINGS),
  /** The page's path, without query string or hash. */
  path: SitePathSchema,
  /** The page's host, with a port when it has one. */
  host: v.pipe(
    v.string(),
    v.maxLength(260),
    v.regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, "Must be a host name, optionally with a port"),
  ),
});
export type WebVitalsReport = v.InferOutput<typeof WebVitalsReportSchema>;

/** The media types POST /api/webvitals/save accepts. */
export const WEB_VITALS_MEDIA_TYPES = ["application/json", "text/plain"] as const;
