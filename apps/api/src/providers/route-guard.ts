import type { Context } from "hono";
import type { AppDependencies } from "../core/dependencies";
import { sendError } from "../core/errors";
import { describeError } from "../core/logger";
import type { BankIdPort } from "../modules/account/bankid-port";
import type { EidClient } from "./eid";

type Guard<TProvider> = (c: Context, run: (provider: TProvider) => Promise<Response>) => Promise<Response>;

/** Runs a route's call to an external provider: 503 with `message` without one, or when it does not answer. */
function guard<TProvider>(
  deps: Pick<AppDependencies, "logger">,
  provider: TProvider | undefined,
  failure: { log: string; message: string },
): Guard<TProvider> {
  return async (c, run) => {
    if (!provider) return sendError(c, 503, "ServiceUnavailable", failure.message);
    try {
      return await run(provider);
    } catch (error) {
      deps.logger.warn(failure.log, describeError(error));
      return sendError(c, 503, "ServiceUnavailable", failure.message);
    }
  };
}

/** A BankID call of a route (signing a document or a booking), as the login's: 503 `bankIdUnavailable`. */
export const bankIdGuard = (deps: Pick<AppDependencies, "logger" | "bankId">): Guard<BankIdPort> =>
  guard(deps, deps.bankId, { log: "BankID call failed", message: "bankIdUnavailable" });

/** An e-ID broker call of a route (Norway's and Finland's signatures): 503 `eidentUnavailable`. */
export const eidGuard = (deps: Pick<AppDependencies, "logger" | "eid">): Guard<EidClient> =>
  guard(deps, deps.eid, { log: "e-ID broker call failed", message: "eidentUnavailable" });
