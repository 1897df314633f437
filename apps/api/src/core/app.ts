import { Hono } from "hono";
import { SITE_KEY_HEADER } from "@housing/contracts";
import packageJson from "../../package.json" with { type: "json" };
import type { AppDependencies, AppOptions } from "./dependencies";
import { LOCAL_APP_ORIGINS } from "./env";
import { assignRequestIds, corsHeaders, handleErrors, limitBody, logRequests } from "./http";
import { silentLogger } from "./logger";
import { openApiRoutes } from "./openapi/routes";
import { healthRoutes } from "./health";
import { API_MODULES } from "../modules";

/**
 * The whole API as a Hono app; main.ts serves it, tests call `app.request()` without a socket.
 * The core's middleware runs for every module: request ids, the request log, CORS, the body
 * limit; then the modules' routes (src/modules/index.ts) and the error handler, which reads the
 * mounted routes for 405's Allow header.
 */
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
  for (const module of API_MODULES) app.route("/", module.routes(deps));
  app.route("/", openApiRoutes(deps));
  handleErrors(app, deps.logger);
  return app;
}
