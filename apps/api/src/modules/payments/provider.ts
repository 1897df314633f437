import type { PaymentProviderName } from "@housing/contracts/payments";

/*
 * What the payments service needs of a payment provider. Swish is the first; card payments and
 * Svea Checkout come behind the same interface (protocols.md): each knows an attempt by the id the
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
}

export interface ProviderStarted {
  /** A link that opens the provider's app or page on this device (m-commerce, hosted page); null otherwise. */
  appUrl: string | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** The currencies it takes (Swish: SEK only). */
  currencies: readonly string[];
  start(input: ProviderStartInput): Promise<ProviderStarted>;
  read(instructionId: string): Promise<ProviderOutcome>;
  cancel(instructionId: string): Promise<ProviderOutcome>;
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
