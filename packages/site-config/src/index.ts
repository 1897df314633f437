export * from "./types";
export { sites } from "./sites";
export { swedishRoutes, englishRoutes, norwegianRoutes, finnishRoutes, contractorRoutes } from "./routes";
export {
  APP_PORTS,
  API_PORT,
  DEFAULT_HOSTS,
  appDefaultSite,
  isSiteAddress,
  normalizeHost,
  parseSiteHosts,
  parseSiteOrigins,
  resolveSite,
  sitesOfApp,
  type ResolveSiteInput,
  type SiteMatch,
} from "./hosts";
export { ENVIRONMENTS, SiteConfigEnvSchema, readEnv, type Environment, type SiteConfigEnv } from "./env";
export {
  API_BASE_PATHS,
  DEFAULT_API_HOSTS,
  apiBaseUrl,
  apiHostKind,
  isChatWidgetEnvironment,
  isDevToolsEnvironment,
  type ApiHostKind,
} from "./api-hosts";
export {
  COUNTRY_SITES,
  documentViewPath,
  eidentReturnPath,
  routePath,
  siteOrigin,
  startPath,
  timelinePath,
  type DocumentView,
} from "./paths";
export { getSite, getSiteByKey, isSiteCode } from "./lookup";
export { movedPathFor } from "./moved-paths";
