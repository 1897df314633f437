import type { PaymentProviderName } from "@housing/contracts/payments";
import type { Country, Locale } from "@housing/site-config";

/*
 * What the payments service needs of a payment provider: Swish, Svea Checkout, and card payments
 * behind the same interface (protocols.md): each knows an attempt by the id the
 * service chose (`instructionId`), so a repeated start or a replayed callback meets the same one.
 */

export type ProviderStatus = "CREATED" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED";

/** Where an attempt stands at the provider. */
export interface ProviderOutcome {
  status: ProviderStatus;
  paymentReference?: string | null;
  datePaid?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
}

export interface ProviderStartInput {
  instructionId: string;
  amountMinor: number;
  currency: string;
  /** Swish e-commerce: the payer's number; absent: the payer opens the provider's app or page here. */
  payerAlias?: string;
  /** Our reference, shown in the merchant's reports. */
  reference: string;
  /** Text the payer sees in the provider's app (Swish: at most 50 characters); none is sent today. */
  message?: string;
  /** A hosted page (card, Svea): where the payer comes back to, with the return's query. */
  returnUrl?: string;
  /** A hosted page: the site's terms the payer accepts there. */
  termsUrl?: string;
  /** The payment's site: its language for the provider's page and the cart's wording, and its country. */
  locale?: Locale;
  country?: Country;
}

export interface ProviderStarted {
  /** A link that opens the provider's app or page on this device (m-commerce, hosted page); null otherwise. */
  appUrl: string | null;
  /** The provider's own id of the attempt when it is not the instruction id (Svea's OrderId); kept on the request. */
  providerOrderId?: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** The currencies it takes (Swish: SEK only). */
  currencies: readonly string[];
  /**
   * True when a start of an attempt it already has answers that attempt again (Svea's
   * clientOrderNumber): a repeated start then asks it again for the page instead of answering
   * without one. Swish refuses a second start (RP09), so it is asked once.
   */
  answersRepeatedStart?: boolean;
  start(input: ProviderStartInput): Promise<ProviderStarted>;
  /** `providerOrderId` is what `start` gave, for a provider that names the attempt by its own id. */
  read(instructionId: string, providerOrderId?: string | null): Promise<ProviderOutcome>;
  cancel(instructionId: string, providerOrderId?: string | null): Promise<ProviderOutcome>;
  /** The attempt a callback is about; the service reads its state from the provider, not from the body. */
  callbackInstructionId(body: unknown): string | undefined;
}

/** The provider could not be reached or failed on its side: nothing changed, the attempt may be started again. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = "PaymentProviderUnavailableError";
}

/** The provider refused the attempt (Swish's 422): it ends with the provider's code. */
export class PaymentProviderRefusedError extends Error {
  override readonly name = "PaymentProviderRefusedError";
  constructor(
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(`The payment provider refused the request: ${errorCode}`);
  }
}
