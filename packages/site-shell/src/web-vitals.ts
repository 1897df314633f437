import type { Http } from "@housing/api-client";
import type { WebVitalsReport } from "@housing/contracts";
import { whenIdle } from "@housing/ui";

type Metric = {
  id: string;
  name: string;
  value: number;
  rating: WebVitalsReport["rating"];
  navigationType: WebVitalsReport["navigationType"];
};

const REPORTED: ReadonlySet<string> = new Set(["LCP", "CLS", "INP", "FCP", "TTFB"]);

/** One web-vitals metric as the API's report (spec section 7, POST /api/webvitals/save). */
export function toWebVitalsReport(
  metric: Metric,
  location: Pick<Location, "pathname" | "host">,
): WebVitalsReport | null {
  if (!REPORTED.has(metric.name)) return null;
  return {
    id: metric.id,
    name: metric.name as WebVitalsReport["name"],
    value: Math.max(0, metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
    path: location.pathname,
    host: location.host,
  };
}

/**
 * Loads web-vitals once the page is idle, so it is neither in the first-load
 * JavaScript nor competing with the page's own work, and reports LCP, CLS,
 * INP, FCP and TTFB. The library reads buffered performance entries, so
 * loading it late loses nothing. Returns a cancel function.
 */
export function startWebVitals(http: Http, win: Window = window): () => void {
  let isCancelled = false;
  const run = () => {
    // Only the API client's beacon comes with the library: no endpoint or schema of the client is loaded for it.
    void Promise.all([import("web-vitals"), import("@housing/api-client/web-vitals")]).then(
      ([vitals, { saveWebVitals }]) => {
        if (isCancelled) return;
        const { onCLS, onFCP, onINP, onLCP, onTTFB } = vitals;
        const send = (metric: Metric) => {
          const report = toWebVitalsReport(metric, win.location);
          if (report) void saveWebVitals(http, report);
        };
        onLCP(send);
        onCLS(send);
        onINP(send);
        onFCP(send);
        onTTFB(send);
      },
    );
  };
  const cancel = whenIdle(run, { win });
  return () => {
    isCancelled = true;
    cancel();
  };
}
