import { Hono } from "hono";
import { SITE_KEY_HEADER } from "@housing/contracts";
import packageJson from "../../package.json" with { type: "json" };
import type { Database, DriverName } from "./db/client";
import { LOCAL_APP_ORIGINS } from "./env";
import { assignRequestIds, corsHeaders, handleErrors, limitBody, logRequests } from "./http";
import { silentLogger, type Logger } from "./logger";
import { openApiRoutes } from "./openapi/routes";
import { healthRoutes } from "./health";
import { interestRoutes } from "../modules/interest/routes";
import { layoutRoutes } from "../modules/content/routes/layout";
import { sitemapRoutes } from "../modules/content/routes/sitemap";
import { mediaRoutes } from "../modules/catalogue/routes";
import { pageRoutes } from "../modules/content/routes/pages";
import { byIdsRoutes } from "../modules/search/routes/by-ids";
import { systemNavigationRoutes } from "../modules/content/routes/navigation";
import { premisesRoutes } from "../modules/search/routes/premises";
import { residenceSearchRoutes } from "../modules/search/routes/residence";
import { successionRoutes } from "../modules/search/routes/succession";
import { tagRoutes } from "../modules/search/routes/tags";
import { telemetryRoutes } from "../modules/telemetry/routes/telemetry";
import { textSearchRoutes } from "../modules/search/routes/text-search";
import { visitRoutes } from "../modules/telemetry/routes/visits";

export interface AppOptions {
  db: Database;
  driver: DriverName;
  logger?: Logger;
  /** Browser origins allowed to call the API with credentials; defaults to the local apps. */
  corsOrigins?: readonly string[];
  /** The clock of date-relative filters (inhabit-date buckets, upcoming showings); tests pin it. */
  now?: () => Date;
}

export interface AppDependencies {
  db: Database;
  driver: DriverName;
  logger: Logger;
  version: string;
  now: () => Date;
}

/** The whole API as a Hono app; main.ts serves it, tests call `app.request()` without a socket. */
export function createApp(options: AppOptions): Hono {
  const deps: AppDependencies = {
    db: options.db,
    driver: options.driver,
    logger: options.logger ?? silentLogger,
    version: packageJson.version,
    now: options.now ?? (() => new Date()),
  };
  const origins = [...(options.corsOrigins ?? LOCAL_APP_ORIGINS)];

  const app = new Hono();
  app.use(assignRequestIds());
  app.use(logRequests(deps.logger));
  // Spec section 7: cookies and a bearer token travel with the calls, so origins are listed, never "*".
  app.use(
    corsHeaders({
      origins,
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: ["accept", "authorization", "content-type", SITE_KEY_HEADER],
      maxAgeSeconds: 600,
    }),
  );
  app.use(limitBody());
  app.route("/", healthRoutes(deps));
  app.route("/", layoutRoutes(deps));
  app.route("/", sitemapRoutes(deps));
  app.route("/", pageRoutes(deps));
  app.route("/", mediaRoutes(deps));
  app.route("/", interestRoutes(deps));
  app.route("/", residenceSearchRoutes(deps));
  app.route("/", tagRoutes(deps));
  app.route("/", byIdsRoutes(deps));
  app.route("/", premisesRoutes(deps));
  app.route("/", successionRoutes(deps));
  app.route("/", textSearchRoutes(deps));
  app.route("/", visitRoutes(deps));
  app.route("/", telemetryRoutes(deps));
  app.route("/", systemNavigationRoutes(deps));
  app.route("/", openApiRoutes(deps));
  handleErrors(app, deps.logger);
  return app;
}
