import { Hono } from "hono";
import { cors } from "hono/cors";
import { SITE_KEY_HEADER } from "@housing/contracts";
import packageJson from "../package.json" with { type: "json" };
import type { Database, DriverName } from "./db/client";
import { LOCAL_APP_ORIGINS } from "./env";
import { handleErrors, limitBody, logRequests } from "./http";
import { silentLogger, type Logger } from "./logger";
import { healthRoutes } from "./routes/health";
import { layoutRoutes } from "./routes/layout";
import { pageRoutes } from "./routes/pages";

export interface AppOptions {
  db: Database;
  driver: DriverName;
  logger?: Logger;
  /** Browser origins allowed to call the API with credentials; defaults to the local apps. */
  corsOrigins?: readonly string[];
}

export interface AppDependencies {
  db: Database;
  driver: DriverName;
  logger: Logger;
  version: string;
}

/** The whole API as a Hono app; main.ts serves it, tests call `app.request()` without a socket. */
export function createApp(options: AppOptions): Hono {
  const deps: AppDependencies = {
    db: options.db,
    driver: options.driver,
    logger: options.logger ?? silentLogger,
    version: packageJson.version,
  };
  const origins = [...(options.corsOrigins ?? LOCAL_APP_ORIGINS)];

  const app = new Hono();
  app.use(logRequests(deps.logger));
  // Spec section 7: cookies and a bearer token travel with the calls, so origins are listed, never "*".
  app.use(
    cors({
      origin: origins,
      credentials: true,
      allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: ["accept", "authorization", "content-type", SITE_KEY_HEADER],
      maxAge: 600,
    }),
  );
  app.use(limitBody());
  app.route("/", healthRoutes(deps));
  app.route("/", layoutRoutes(deps));
  app.route("/", pageRoutes(deps));
  handleErrors(app, deps.logger);
  return app;
}
