export {
  CARD_STATUSES,
  CardTransactionSchema,
  createCardClient,
  type CardClient,
  type CardCreateInput,
  type CardStatus,
  type CardTransaction,
} from "./client";
export {
  CARD_SIMULATOR_URL,
  cardConfigFromEnv,
  DEFAULT_CARD_TIMEOUT_MS,
  LOCAL_CARD_RETURN_URL,
  LOCAL_CARD_SECRET,
  type CardConfig,
} from "./config";
export { CardError } from "./errors";
export { isReturnMac } from "./signing";
