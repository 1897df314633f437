import { randomBytes } from "node:crypto";
import type { Clock } from "../clock";

export type CardStatus = "CREATED" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED";

/** A transaction as `GET /v1/transactions/{id}` answers it. */
export interface TransactionObject {
  transactionId: string;
  amount: number;
  currency: string;
  reference: string;
  status: CardStatus;
  dateCreated: string;
  datePaid: string | null;
  paymentReference: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

interface Stored extends TransactionObject {
  returnUrl: string;
  /** The hosted page's own secret path segment: the transaction id alone does not open it. */
  pageToken: string;
  expiresAt: number;
}

export interface CreateInput {
  transactionId: string;
  amount: number;
  currency: string;
  reference: string;
  returnUrl: string;
}

/** Why the payer's bank said no: ISO 8583 response codes, as card acquirers report them. */
export const DECLINE_REASONS = {
  "05": "Do not honour",
  "51": "Insufficient funds",
  "54": "Expired card",
} as const;
export type DeclineCode = keyof typeof DECLINE_REASONS;
export const EXPIRED_CODE = "EXPIRED";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * The simulator's card transactions, in memory. A transaction is CREATED until the payer pays
 * (PAID) or declines (DECLINED) on the hosted page, the merchant cancels it (CANCELLED), or its
 * page expires unanswered (ERROR with EXPIRED).
 */
export class CardTransactionStore {
  private readonly transactions = new Map<string, Stored>();

  constructor(
    private readonly clock: Clock,
    private readonly expireMs: number,
  ) {}

  /** A new transaction, or the existing one of the same id (`created` false): a repeated create is harmless. */
  create(input: CreateInput): { transaction: Stored; created: boolean } | { conflict: true } {
    const existing = this.get(input.transactionId);
    if (existing) {
      const isSame =
        existing.amount === input.amount &&
        existing.currency === input.currency &&
        existing.reference === input.reference &&
        existing.returnUrl === input.returnUrl;
      return isSame ? { transaction: existing, created: false } : { conflict: true };
    }
    const now = this.clock.now();
    const transaction: Stored = {
      ...input,
      status: "CREATED",
      dateCreated: new Date(now).toISOString(),
      datePaid: null,
      paymentReference: null,
      errorCode: null,
      errorMessage: null,
      pageToken: hex(16),
      expiresAt: now + this.expireMs,
    };
    this.transactions.set(input.transactionId, transaction);
    return { transaction, created: true };
  }

  /** The transaction, ended as expired first when its page's time is up. */
  get(id: string): Stored | undefined {
    const transaction = this.transactions.get(id);
    if (transaction?.status === "CREATED" && this.clock.now() >= transaction.expiresAt) {
      transaction.status = "ERROR";
      transaction.errorCode = EXPIRED_CODE;
      transaction.errorMessage = "The payment page expired before the payer answered";
    }
    return transaction;
  }

  /** The open transaction behind a hosted page; undefined when unknown, expired or already answered. */
  byPageToken(token: string): Stored | undefined {
    for (const transaction of this.transactions.values()) {
      if (transaction.pageToken === token)
        return this.get(transaction.transactionId)?.status === "CREATED" ? transaction : undefined;
    }
    return undefined;
  }

  pay(transaction: Stored): void {
    if (transaction.status !== "CREATED") return;
    transaction.status = "PAID";
    transaction.datePaid = new Date(this.clock.now()).toISOString();
    transaction.paymentReference = hex(12).toUpperCase();
  }

  decline(transaction: Stored, code: DeclineCode): void {
    if (transaction.status !== "CREATED") return;
    transaction.status = "DECLINED";
    transaction.errorCode = code;
    transaction.errorMessage = DECLINE_REASONS[code];
  }

  /** The merchant's cancel: only while CREATED; false otherwise. */
  cancel(id: string): boolean {
    const transaction = this.get(id);
    if (transaction?.status !== "CREATED") return false;
    transaction.status = "CANCELLED";
    return true;
  }
}

/** Public view: the return URL, the page token and the expiry are the simulator's own. */
export function objectOf(transaction: Stored): TransactionObject {
  const { returnUrl: _returnUrl, pageToken: _pageToken, expiresAt: _expiresAt, ...object } = transaction;
  return object;
}

export type StoredTransaction = Stored;
