import { Hono } from "hono";
import { SITE_KEY_HEADER } from "@housing/contracts";
import { API_BASE_PATHS } from "@housing/site-config";
import packageJson from "../../package.json" with { type: "json" };
import { authenticate } from "./auth";
import {
  DEFAULT_AUTH_SETTINGS,
  DEFAULT_CHAT_QUESTIONS_PER_MINUTE,
  type AppDependencies,
  type AppOptions,
} from "./dependencies";
import { LOCAL_APP_ORIGINS } from "./env";
import {
  assignRequestIds,
  corsHeaders,
  handleErrors,
  limitBody,
  logRequests,
  refuseForeignOrigins,
  securityHeaders,
} from "./http";
import { inProcessQueue } from "./jobs";
import { silentLogger } from "./logger";
import { openApiRoutes } from "./openapi/routes";
import { closeConnectionsWhenShuttingDown, createReadiness, healthRoutes } from "./health";
import { cancelQueriesOnAbort, DEFAULT_READ_TIMEOUT_MS } from "./db/cancel";
import { DEFAULT_LOAD_SHEDDING, loadShedding } from "./load-shedding";
import { rateLimits, RATE_LIMIT_RULES } from "./rate-limit";
import { createTokenService } from "./tokens";
import { DEFAULT_FILES_DIR } from "./paths";
import { diskFileStore, takesUploads } from "./uploads";
import { API_MODULES } from "../modules";
import { extractiveAnswerer, modelAnswerer } from "../modules/chat/service/answerer";

/** Read-only routes (the searches) whose database work stops with the request; writes always finish. */
export const CANCELLABLE_READ_PATHS = ["/residence/", "/textsearch"] as const;

/**
 * The whole API as a Hono app; main.ts serves it, tests call `app.request()` without a socket.
 * The core's middleware runs for every module: request ids, the request log, CORS, the body
 * limit; then the modules' routes (src/modules/index.ts) and the error handler, which reads the
 * mounted routes for 405's Allow header.
 */
export function createApp(options: AppOptions): Hono {
  const now = options.now ?? (() => new Date());
  const auth = {
    ...DEFAULT_AUTH_SETTINGS,
    ...options.auth,
    rateLimits: { ...DEFAULT_AUTH_SETTINGS.rateLimits, ...options.auth?.rateLimits },
  };
  const logger = options.logger ?? silentLogger;
  const deps: AppDependencies = {
    db: options.db,
    driver: options.driver,
    logger,
    version: packageJson.version,
    now,
    auth,
    tokens: createTokenService(options.db, auth, now),
    bankId: options.bankId,
    eid: options.eid,
    paymentProviders: options.paymentProviders ?? {},
    mailTransport: options.mailTransport,
    jobs: options.jobs ?? inProcessQueue(logger),
    adminToken: options.adminToken,
    files: options.fileStore ?? diskFileStore(DEFAULT_FILES_DIR),
    revalidate: options.revalidate,
    explorerBasePath: options.explorerBasePath ?? API_BASE_PATHS.residenceExplorer,
    retrieverBasePath: options.retrieverBasePath ?? API_BASE_PATHS.retriever,
    chat: {
      answerer:
        options.chat?.answerer ??
        (options.chat?.model ? modelAnswerer(options.chat.model, logger) : extractiveAnswerer),
      questionsPerMinute: options.chat?.questionsPerMinute ?? DEFAULT_CHAT_QUESTIONS_PER_MINUTE,
    },
  };
  // Handlers are registered before the queue's owner starts it (main.ts, or the tests).
  for (const module of API_MODULES) module.jobs?.(deps);
  const origins = [...(options.corsOrigins ?? LOCAL_APP_ORIGINS)];

  const readiness = options.readiness ?? createReadiness();
  const app = new Hono();
  app.use(assignRequestIds());
  app.use(closeConnectionsWhenShuttingDown(readiness));
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
  app.use(securityHeaders());
  // Before any work (after the CORS headers, so a page can read the answer): a request the process cannot serve within a second is refused at once (503).
  if (options.loadShedding !== false) {
    const settings = { ...DEFAULT_LOAD_SHEDDING, ...options.loadShedding };
    app.use(loadShedding({ ...settings, exempt: ["/health", "/ready"] }).middleware);
  }
  // A page of another site may send "simple" requests without a preflight; they write nothing.
  app.use(refuseForeignOrigins(origins));
  // Routes that take files (acceptUploads) have their own limit, counted while readUpload streams the body.
  app.use(limitBody({ exempt: takesUploads }));
  // The session check of every module: a valid bearer token makes the caller a user (core/auth.ts).
  app.use(authenticate(deps));
  // After the session check: a rule counts per account as well as per IP (core/rate-limit/README.md).
  if (options.rateLimits !== false) {
    const rules = (options.rateLimits ?? RATE_LIMIT_RULES).map((rule) =>
      rule.name === "chat" ? { ...rule, perIp: { ...rule.perIp, max: deps.chat.questionsPerMinute } } : rule,
    );
    app.use(
      rateLimits({
        db: deps.db,
        rules,
        bases: { retriever: deps.retrieverBasePath, explorer: deps.explorerBasePath },
        trustedProxies: auth.trustedProxies,
        now,
        logger,
      }),
    );
  }
  // The searches' queries stop when their caller leaves or their time runs out (core/db/cancel.ts).
  app.use(
    cancelQueriesOnAbort({
      paths: CANCELLABLE_READ_PATHS,
      timeoutMs: options.readQueryTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS,
    }),
  );
  app.route("/", healthRoutes(deps, { readiness }));
  for (const module of API_MODULES) app.route("/", module.routes(deps));
  app.route("/", openApiRoutes(deps));
  handleErrors(app, deps.logger);
  return app;
}
