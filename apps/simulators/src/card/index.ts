import { close, listen } from "../http";
import type { RunningSimulator, Simulator, SimulatorOptions } from "../simulator";
import { createCardServer } from "./server";
import { LOCAL_CARD_SECRET } from "./signing";
import { CardTransactionStore } from "./transactions";

/** The merchant API and the hosted payment page, plain HTTP on loopback. */
export const CARD_PORT = 4306;
const HOST = "127.0.0.1";
const DEFAULT_EXPIRE_MS = 15 * 60 * 1000;

/**
 * HOUSING_CARD_SIM_SECRET: the merchant's shared secret (default the local one, as the API's
 * HOUSING_CARD_SECRET); HOUSING_CARD_SIM_EXPIRE_MS: how long a hosted page stays open (900000).
 */
export function cardSettings(env: Record<string, string | undefined> = {}): { secret: string; expireMs: number } {
  const expire = env.HOUSING_CARD_SIM_EXPIRE_MS?.trim();
  if (expire && !/^\d+$/.test(expire)) throw new Error("HOUSING_CARD_SIM_EXPIRE_MS must be a number of milliseconds");
  return {
    secret: env.HOUSING_CARD_SIM_SECRET?.trim() || LOCAL_CARD_SECRET,
    expireMs: expire ? Number(expire) : DEFAULT_EXPIRE_MS,
  };
}

export async function startCard(options: SimulatorOptions): Promise<RunningSimulator> {
  const { secret, expireMs } = cardSettings(options.env);
  const store = new CardTransactionStore(options.clock, expireMs);
  const server = createCardServer({ store, secret, clock: options.clock, log: options.log });
  const port = await listen(server, options.freePorts ? 0 : CARD_PORT, HOST);
  return {
    urls: { api: `http://${HOST}:${port}/` },
    close: () => close(server),
  };
}

export const cardSimulator: Simulator = { name: "card", start: startCard };
