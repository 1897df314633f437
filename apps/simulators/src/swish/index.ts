import { ensureCertificates, CERTIFICATE_FILES } from "../bankid/certificates";
import { close, listen } from "../http";
import type { RunningSimulator, Simulator, SimulatorOptions } from "../simulator";
import { createSwishApiServer, SWISH_API_PREFIX } from "./api-server";
import { createPayerServer } from "./payer-server";
import { SwishRequestStore, type SwishTimings } from "./requests";

/** The Commerce API (HTTPS with mutual TLS) and the payer page (plain HTTP), loopback only. */
export const SWISH_PORTS = { api: 4304, payer: 4305 } as const;
const HOST = "127.0.0.1";

function milliseconds(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a number of milliseconds`);
  return Number(value);
}

/**
 * HOUSING_SWISH_SIM_AUTO_APPROVE_MS (unset: off, a person approves in the payer page),
 * HOUSING_SWISH_SIM_ERROR_AFTER_MS (5000, as the MSS) and HOUSING_SWISH_SIM_CALLBACK_RETRY_MS (1000).
 */
export function swishTimings(env: Record<string, string | undefined> = {}): SwishTimings {
  return {
    autoApproveMs: milliseconds(env, "HOUSING_SWISH_SIM_AUTO_APPROVE_MS"),
    errorAfterMs: milliseconds(env, "HOUSING_SWISH_SIM_ERROR_AFTER_MS") ?? 5000,
    callbackRetryMs: milliseconds(env, "HOUSING_SWISH_SIM_CALLBACK_RETRY_MS") ?? 1000,
  };
}

export async function startSwish(options: SimulatorOptions): Promise<RunningSimulator> {
  const timings = swishTimings(options.env);
  const certificates = await ensureCertificates(options.dataDir, "swish", "Swish");
  if (certificates.generated)
    options.log(`swish: wrote a CA, a server and a client certificate to ${certificates.dir}`);
  const store = new SwishRequestStore(options.clock, timings, options.log);
  const api = createSwishApiServer(certificates, store, options.log);
  const payer = createPayerServer(store, options.log);
  const apiPort = await listen(api, options.freePorts ? 0 : SWISH_PORTS.api, HOST);
  let payerPort: number;
  try {
    payerPort = await listen(payer, options.freePorts ? 0 : SWISH_PORTS.payer, HOST);
  } catch (error) {
    await close(api);
    throw error;
  }
  const file = (name: string) => `${certificates.dir}/${name}`;
  return {
    urls: { api: `https://${HOST}:${apiPort}${SWISH_API_PREFIX}`, payer: `http://${HOST}:${payerPort}/` },
    files: {
      ca: file(CERTIFICATE_FILES.ca),
      clientCert: file(CERTIFICATE_FILES.client),
      clientKey: file(CERTIFICATE_FILES.clientKey),
      clientPfx: file(CERTIFICATE_FILES.clientPfx),
    },
    close: async () => {
      store.close();
      await Promise.all([close(api), close(payer)]);
    },
  };
}

export const swishSimulator: Simulator = { name: "swish", start: startSwish };
