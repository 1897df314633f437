export { createEidClient, type EidClient, type EidIdentity, type EidPending, type EidStartResult } from "./client";
export {
  DEFAULT_EID_COUNTRIES,
  EID_COUNTRIES,
  eidConfigFromEnv,
  LOCAL_EID_ISSUER,
  type EidConfig,
  type EidCountry,
} from "./config";
export { EidError, isEidError, type EidErrorKind } from "./errors";
