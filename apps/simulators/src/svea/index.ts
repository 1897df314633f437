import { close, listen } from "../http";
import type { RunningSimulator, Simulator, SimulatorOptions } from "../simulator";
import type { SveaMerchant } from "./auth";
import { SveaOrderStore, type SveaTimings } from "./orders";
import { createSveaServer } from "./server";

/** The merchant API and the checkout page on one plain HTTP port, loopback only. */
export const SVEA_PORT = 4307;
const HOST = "127.0.0.1";

/**
 * The merchant the simulator accepts unless HOUSING_SVEA_SIM_MERCHANT_ID and HOUSING_SVEA_SIM_SECRET
 * say otherwise; the API's local defaults are the same (apps/api/src/providers/svea/config.ts).
 */
export const SVEA_LOCAL_MERCHANT: SveaMerchant = { merchantId: "100001", secret: "housing-local-svea-secret" };

function milliseconds(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a number of milliseconds`);
  return Number(value);
}

/** HOUSING_SVEA_SIM_PUSH_RETRY_MS (1000): the first retry of a push the merchant did not answer 200. */
export function sveaTimings(env: Record<string, string | undefined> = {}): SveaTimings {
  return { pushRetryMs: milliseconds(env, "HOUSING_SVEA_SIM_PUSH_RETRY_MS") ?? 1000 };
}

export function sveaMerchant(env: Record<string, string | undefined> = {}): SveaMerchant {
  return {
    merchantId: env.HOUSING_SVEA_SIM_MERCHANT_ID?.trim() || SVEA_LOCAL_MERCHANT.merchantId,
    secret: env.HOUSING_SVEA_SIM_SECRET?.trim() || SVEA_LOCAL_MERCHANT.secret,
  };
}

export async function startSvea(options: SimulatorOptions): Promise<RunningSimulator> {
  const store = new SveaOrderStore(options.clock, sveaTimings(options.env), options.log);
  let origin = "";
  const server = createSveaServer({
    store,
    merchant: sveaMerchant(options.env),
    clock: options.clock,
    log: options.log,
    origin: () => origin,
  });
  const port = await listen(server, options.freePorts ? 0 : SVEA_PORT, HOST);
  origin = `http://${HOST}:${port}`;
  return {
    urls: { api: `${origin}/`, checkout: `${origin}/checkout/` },
    close: async () => {
      store.close();
      await close(server);
    },
  };
}

export const sveaSimulator: Simulator = { name: "svea", start: startSvea };
