import type { Simulator } from "../simulator";
import { DEFAULT_EID_PORT, eidSimulatorConfigFromEnv } from "./config";
import { startEidSimulator } from "./server";

export { eidSimulatorConfigFromEnv, type EidSimulatorConfig } from "./config";
export { startEidSimulator } from "./server";

/** The Signicat eID Hub stand-in (Norwegian BankID and FTN over OpenID Connect). */
export const eid: Simulator = {
  name: "eid",
  defaultPort: DEFAULT_EID_PORT,
  start: ({ port, host, dataDir, env }) =>
    startEidSimulator({ port, host, dataDir, config: eidSimulatorConfigFromEnv(env) }),
};
