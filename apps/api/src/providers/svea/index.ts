export {
  checkoutPageOf,
  createSveaClient,
  SVEA_ORDER_STATUSES,
  sveaAuthorization,
  SveaOrderSchema,
  sveaTimestamp,
  type SveaCartItem,
  type SveaClient,
  type SveaCreated,
  type SveaCreateInput,
  type SveaOrder,
  type SveaOrderStatus,
} from "./client";
export {
  DEFAULT_SVEA_TIMEOUT_MS,
  LOCAL_SVEA_PUSH_URL,
  SVEA_LOCAL_MERCHANT_ID,
  SVEA_LOCAL_SECRET,
  SVEA_URLS,
  sveaConfigFromEnv,
  type SveaConfig,
} from "./config";
export { SveaError, type SveaProblem } from "./errors";
