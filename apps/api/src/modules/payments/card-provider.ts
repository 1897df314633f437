import * as v from "valibot";
import { CardError, createCardClient, isReturnMac, type CardConfig, type CardTransaction } from "../../providers/card";
import {
  PaymentProviderRefusedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from "./provider";

/** The payer's return from the hosted page: `?transactionId&status&mac` (providers/card/README.md). */
export const CardReturnSchema = v.object({
  transactionId: v.pipe(v.string(), v.regex(/^[0-9A-F]{32}$/, "Must be 32 uppercase hexadecimal characters")),
  status: v.picklist(["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"], "Must be a card status"),
  mac: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "Must be 64 lowercase hexadecimal characters")),
});
export type CardReturn = v.InferOutput<typeof CardReturnSchema>;

function outcomeOf(transaction: CardTransaction): ProviderOutcome {
  return {
    status: transaction.status,
    paymentReference: transaction.paymentReference ?? null,
    datePaid: transaction.datePaid ?? null,
    errorCode: transaction.errorCode ?? null,
    errorMessage: transaction.errorMessage ?? null,
  };
}

const unavailable = (error: unknown) =>
  new PaymentProviderUnavailableError(error instanceof Error ? error.message : "The card provider failed", {
    cause: error,
  });

/**
 * Card payments on the provider's hosted page (protocols.md, "Card payments"), over the signed
 * client of providers/card. Any failure of a start or a read is "unavailable": the transaction is
 * created by our id, so the next start meets the same one.
 */
export function cardProvider(config: CardConfig): PaymentProvider {
  const client = createCardClient(config);
  return {
    name: "card",
    currencies: ["SEK", "NOK", "EUR"],
    async start(input) {
      try {
        const { hostedPageUrl } = await client.create({
          transactionId: input.instructionId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          reference: input.reference,
        });
        return { appUrl: hostedPageUrl };
      } catch (error) {
        throw unavailable(error);
      }
    },
    async read(instructionId) {
      try {
        return outcomeOf(await client.read(instructionId));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async cancel(instructionId) {
      try {
        return outcomeOf(await client.cancel(instructionId));
      } catch (error) {
        // Not CREATED any more: it has ended, and the service reads that end instead.
        if (error instanceof CardError && error.status === 409)
          throw new PaymentProviderRefusedError(error.code ?? "notCancellable", "The transaction has ended");
        throw unavailable(error);
      }
    },
    /** The return's attempt, only when its MAC is the provider's (the state itself is then read from the provider). */
    callbackInstructionId(query) {
      const parsed = v.safeParse(CardReturnSchema, query);
      if (!parsed.success || !isReturnMac(config.secret, parsed.output)) return undefined;
      return parsed.output.transactionId;
    },
  };
}
