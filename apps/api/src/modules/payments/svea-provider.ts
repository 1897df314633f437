import type { Country, Locale } from "@housing/site-config";
import { createSveaClient, SveaError, type SveaConfig, type SveaOrder } from "../../providers/svea";
import {
  PaymentProviderRefusedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type ProviderOutcome,
} from "./provider";

/** Svea's locale for the site's language; the English sub-site gets Svea's English. */
const SVEA_LOCALES: Record<Locale, string> = { sv: "sv-SE", nb: "nb-NO", fi: "fi-FI", en: "en-US" };
const COUNTRY_OF_CURRENCY: Record<string, Country> = { SEK: "se", NOK: "no", EUR: "fi" };
/**
 * The VIP fee's VAT in Svea's hundredths of a percent: the general rate of each country (Finland's
 * 25.5 % since September 2024). The spec does not say the fee's VAT; the general rate is our reading.
 */
const VAT_PERCENT: Record<Country, number> = { se: 2500, no: 2500, fi: 2550 };
/** The cart line the payer sees on Svea's page (at most 40 characters), in the site's language. */
const VIP_FEE_NAME: Record<Locale, string> = { sv: "VIP-avgift", nb: "VIP-avgift", fi: "VIP-maksu", en: "VIP fee" };

function outcomeOf(order: SveaOrder): ProviderOutcome {
  const status = ({ Created: "CREATED", Final: "PAID", Cancelled: "CANCELLED" } as const)[order.Status];
  return {
    status,
    paymentReference: String(order.OrderId),
    datePaid: status === "PAID" ? (order.FinalizedAt ?? null) : null,
    errorCode: null,
    errorMessage: null,
  };
}

/** Svea's failures in the provider interface's terms: refused (400, our order) or unavailable (anything else). */
function translated(error: unknown): Error {
  if (error instanceof SveaError && error.status === 400) {
    return new PaymentProviderRefusedError(
      "InvalidOrder",
      `Svea refused the order: ${error.problems.map((problem) => problem.field).join(", ") || "bad request"}`,
    );
  }
  // No answer, a 5xx, or a 401 (our signature or clock): nothing was created, a later start may work.
  return error instanceof PaymentProviderUnavailableError || error instanceof PaymentProviderRefusedError
    ? error
    : new PaymentProviderUnavailableError(error instanceof Error ? error.message : "Svea failed", { cause: error });
}

/**
 * Svea Checkout as a payment provider: the attempt's instruction id is Svea's clientOrderNumber,
 * so a repeated start answers the same order (200); Svea's OrderId is kept on the request, as its
 * pushes and reads name the order by it. `appUrl` is the checkout page (the snippet's iframe src),
 * opened full-page.
 */
export function sveaProvider(config: SveaConfig, now?: () => Date): PaymentProvider {
  const client = createSveaClient(config, now);

  async function order(instructionId: string, providerOrderId: string | null | undefined): Promise<SveaOrder> {
    if (!providerOrderId) throw new PaymentProviderUnavailableError("The request has no Svea order yet");
    try {
      const read = await client.read(providerOrderId);
      // Never another attempt's order, whatever id was stored or pushed.
      if (read.ClientOrderNumber !== instructionId) throw new PaymentProviderUnavailableError("Svea order mismatch");
      return read;
    } catch (error) {
      throw translated(error);
    }
  }

  return {
    name: "svea",
    currencies: ["SEK", "NOK", "EUR"],
    answersRepeatedStart: true,
    async start(input) {
      if (!input.returnUrl || !input.termsUrl) throw new Error("Svea needs the return and terms pages");
      const locale = input.locale ?? "sv";
      const country = input.country ?? COUNTRY_OF_CURRENCY[input.currency] ?? "se";
      try {
        const created = await client.create({
          clientOrderNumber: input.instructionId,
          countryCode: country.toUpperCase(),
          currency: input.currency,
          locale: SVEA_LOCALES[locale],
          confirmationUrl: input.returnUrl,
          // A cancelled checkout comes back to the same page, which then reads the attempt.
          checkoutUrl: input.returnUrl,
          termsUrl: input.termsUrl,
          items: [
            {
              articleNumber: "VIP",
              name: VIP_FEE_NAME[locale],
              quantity: 100,
              unitPriceMinor: input.amountMinor,
              vatPercent: VAT_PERCENT[country],
            },
          ],
        });
        if (!created.checkoutPageUrl) throw new PaymentProviderUnavailableError("Svea answered no checkout page");
        return { appUrl: created.checkoutPageUrl, providerOrderId: String(created.order.OrderId) };
      } catch (error) {
        throw translated(error);
      }
    },
    async read(instructionId, providerOrderId) {
      return outcomeOf(await order(instructionId, providerOrderId));
    },
    async cancel(instructionId, providerOrderId) {
      const current = await order(instructionId, providerOrderId);
      // The Checkout API cannot cancel an unfinished order: it stays open until the payer ends it on Svea's page.
      if (current.Status === "Created")
        throw new PaymentProviderRefusedError("NotCancellable", "Svea cannot cancel an open checkout");
      return outcomeOf(current);
    },
    // Svea's push names its own order id (the query), not ours: handleOrderPush reads it.
    callbackInstructionId: () => undefined,
  };
}
