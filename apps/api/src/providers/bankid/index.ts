export { bankIdAppLink, bankIdUniversalLink, type AutostartInput } from "./autostart";
export {
  createBankIdClient,
  type BankIdAuthRequest,
  type BankIdClient,
  type BankIdPhoneAuthRequest,
  type BankIdPhoneSignRequest,
  type BankIdRequirement,
  type BankIdSignRequest,
} from "./client";
export {
  BANKID_URLS,
  bankIdConfigFromEnv,
  DEFAULT_BANKID_TIMEOUT_MS,
  type BankIdClientCertificate,
  type BankIdConfig,
} from "./config";
export {
  BANKID_ERROR_CODES,
  BankIdConfigError,
  BankIdError,
  isKnownBankIdErrorCode,
  type BankIdClientErrorCode,
  type BankIdErrorCode,
} from "./errors";
export { bankIdQrContent, bankIdQrTime, type BankIdQrInput } from "./qr";
export {
  FAILED_HINT_CODES,
  PENDING_HINT_CODES,
  type CollectResult,
  type CompletionData,
  type FailedHintCode,
  type Hint,
  type OrderStart,
  type PendingHintCode,
  type PhoneOrderStart,
} from "./schemas";
