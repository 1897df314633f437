import type { Simulator } from "../simulator";
import { DEFAULT_EID_PORT, eidSimulatorConfigFromEnv } from "./config";
import { startEidSimulator } from "./server";

export { eidSimulatorConfigFromEnv, type EidSimulatorConfig } from "./config";
export { startEidSimulator } from "./server";

/** The Signicat eID Hub stand-in (Norwegian BankID and FTN over OpenID Connect). */
export const eid: Simulator = {
  name: "eid",
  start: async ({ dataDir, freePorts, env }) => {
    const running = await startEidSimulator({
      port: freePorts ? 0 : DEFAULT_EID_PORT,
      host: "127.0.0.1",
      dataDir,
      config: eidSimulatorConfigFromEnv(env ?? {}),
    });
    // The issuer may be configured to another address (a proxy in front): the server's own is beside it.
    return {
      urls: { issuer: running.url, server: `http://127.0.0.1:${running.port}/` },
      close: () => running.close(),
    };
  },
};
