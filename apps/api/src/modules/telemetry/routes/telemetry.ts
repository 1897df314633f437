import { Hono, type Context } from "hono";
import { ExperimentParamsSchema, WebVitalsReportSchema } from "@housing/contracts";
import type { AppDependencies } from "../../../core/app";
import { experimentEvents, webVitals } from "../../../core/db/schema";
import { ERROR_MESSAGES, sendInvalidInput } from "../../../core/errors";
import { validate, validateValue } from "../../../core/validation";

const BODY_MEDIA_TYPES = /^(application\/([\w.-]+\+)?json|text\/plain)$/i;

/**
 * The web-vitals body: navigator.sendBeacon can only send text/plain (spec section 7: "beacon
 * or keepalive fetch"), so JSON is accepted under either media type, which `validate("json")`
 * does not do. Anything else, or text that is not JSON, is a 400 like every other call.
 */
async function readJsonOrText(c: Context): Promise<{ value: unknown } | { response: Response }> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!BODY_MEDIA_TYPES.test(mediaType)) {
    return { response: sendInvalidInput(c, { "headers.content-type": ["Expected application/json or text/plain"] }) };
  }
  try {
    return { value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { response: sendInvalidInput(c, { body: ["Malformed JSON"] }, ERROR_MESSAGES.malformedJson) };
  }
}

/** Fire-and-forget calls of spec section 7; both answer 204. */
export function telemetryRoutes({ db }: AppDependencies): Hono {
  return new Hono()
    .post("/api/experiments/:code/:value", validate("param", ExperimentParamsSchema), async (c) => {
      const { code, value } = c.req.valid("param");
      await db.insert(experimentEvents).values({ code, value });
      return c.body(null, 204);
    })
    .post("/api/webvitals/save", async (c) => {
      const body = await readJsonOrText(c);
      if ("response" in body) return body.response;
      const result = validateValue(c, "body", WebVitalsReportSchema, body.value);
      if (!result.success) return result.response;
      const report = result.output;
      await db.insert(webVitals).values({
        metricId: report.id,
        name: report.name,
        value: report.value,
        navigationType: report.navigationType,
        rating: report.rating,
        path: report.path,
        host: report.host,
      });
      return c.body(null, 204);
    });
}
