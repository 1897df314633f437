export {
  createSwishClient,
  swishAmount,
  SWISH_STATUSES,
  SwishPaymentRequestSchema,
  type SwishClient,
  type SwishCreated,
  type SwishCreateInput,
  type SwishPaymentRequest,
  type SwishStatus,
} from "./client";
export {
  DEFAULT_SWISH_TIMEOUT_MS,
  LOCAL_SWISH_CALLBACK_URL,
  SWISH_TEST_PAYEE_ALIAS,
  SWISH_URLS,
  swishConfigFromEnv,
  type SwishClientCertificate,
  type SwishConfig,
} from "./config";
export { SwishConfigError, SwishError, type SwishProblem } from "./errors";
