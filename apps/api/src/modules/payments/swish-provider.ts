import * as v from "valibot";
import { createSwishClient, SwishError, type SwishConfig, type SwishPaymentRequest } from "../../providers/swish";
import {
  PaymentProviderRefusedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from "./provider";

const CallbackSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[0-9A-F]{32}$/)) });

function outcomeOf(request: SwishPaymentRequest): ProviderOutcome {
  return {
    status: request.status,
    paymentReference: request.paymentReference ?? null,
    datePaid: request.datePaid ?? null,
    errorCode: request.errorCode ?? null,
    errorMessage: request.errorMessage ?? null,
  };
}

/** Swish's failures in the provider interface's terms: refused (422) or unavailable (anything else). */
function translated(error: unknown): Error {
  if (error instanceof SwishError && error.status === 422 && error.problems[0]) {
    const [problem] = error.problems;
    return new PaymentProviderRefusedError(problem.errorCode, problem.errorMessage);
  }
  // No answer, a 5xx, or a 401/403 (our certificate): nothing was created, a later start may work.
  return new PaymentProviderUnavailableError(error instanceof Error ? error.message : "Swish failed", { cause: error });
}

/** Swish (Commerce API) as a payment provider, over the mutual-TLS client of providers/swish. */
export function swishProvider(config: SwishConfig): PaymentProvider & { close(): void } {
  const client = createSwishClient(config);
  return {
    name: "swish",
    currencies: ["SEK"],
    async start(input) {
      try {
        const created = await client.create({
          instructionId: input.instructionId,
          amountMinor: input.amountMinor,
          payeePaymentReference: input.reference,
          ...(input.payerAlias ? { payerAlias: input.payerAlias } : {}),
          ...(input.message ? { message: input.message } : {}),
        });
        return { appUrl: created.token ? `swish://paymentrequest?token=${encodeURIComponent(created.token)}` : null };
      } catch (error) {
        // RP09: an earlier start reached Swish but its answer was lost; the request exists, so adopt it.
        if (error instanceof SwishError && error.problems.some((problem) => problem.errorCode === "RP09")) {
          try {
            await client.read(input.instructionId);
            return { appUrl: null };
          } catch (readError) {
            throw translated(readError);
          }
        }
        throw translated(error);
      }
    },
    async read(instructionId) {
      try {
        return outcomeOf(await client.read(instructionId));
      } catch (error) {
        throw translated(error);
      }
    },
    async cancel(instructionId) {
      try {
        return outcomeOf(await client.cancel(instructionId));
      } catch (error) {
        throw translated(error);
      }
    },
    callbackInstructionId(body) {
      const parsed = v.safeParse(CallbackSchema, body);
      return parsed.success ? parsed.output.id : undefined;
    },
    close: () => client.close(),
  };
}
