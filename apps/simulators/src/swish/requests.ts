import { randomBytes } from "node:crypto";
import type { Clock } from "../clock";
import { type CreateBody, LATER_ERROR_CODES, problem, type SwishProblem } from "./validation";

export type SwishStatus = "CREATED" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED";

/** A payment request as the Commerce API answers it (and POSTs it to the callback URL). */
export interface PaymentRequestObject {
  id: string;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: number;
  currency: string;
  message: string | null;
  status: SwishStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

interface Stored extends PaymentRequestObject {
  /** The m-commerce token (no payer alias): the Swish app opens the request with it. */
  token: string | null;
}

export class SwishRequestError extends Error {
  constructor(
    readonly status: number,
    readonly problems: SwishProblem[],
  ) {
    super(problems.map((item) => item.errorCode).join(", "));
  }
}

export interface SwishTimings {
  /** After this long a request whose message holds a later error code (TM01, RF07, …) ends with it; the MSS takes about 5 s. */
  errorAfterMs: number;
  /** Set: the payer approves every request after this long. Unset: a person (or a test) approves in the payer page. */
  autoApproveMs: number | undefined;
  /** The first retry of a callback that was not answered 200; doubled each time up to a minute. */
  callbackRetryMs: number;
}

/** What the payer page and its JSON twin may do with a request. */
export type PayerAction = "approve" | "decline";

const upperHex = (bytes: number) => randomBytes(bytes).toString("hex").toUpperCase();

/**
 * The simulator's payment requests, in memory. A request lives CREATED until the payer approves
 * (PAID) or declines (DECLINED), the merchant cancels it (CANCELLED) or an error chosen through
 * `message` ends it (ERROR); each end but a cancel is POSTed to the callback URL until it answers 200.
 */
export class SwishRequestStore {
  private readonly requests = new Map<string, Stored>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly clock: Clock,
    private readonly timings: SwishTimings,
    private readonly log: (line: string) => void,
  ) {}

  create(id: string, body: CreateBody): Stored {
    if (this.requests.has(id)) throw new SwishRequestError(422, [problem("RP09")]);
    const payerAlias = body.payerAlias ?? null;
    if (payerAlias && [...this.requests.values()].some((r) => r.payerAlias === payerAlias && r.status === "CREATED"))
      throw new SwishRequestError(422, [problem("RP06")]);
    const request: Stored = {
      id,
      payeePaymentReference: body.payeePaymentReference ?? null,
      paymentReference: null,
      callbackUrl: body.callbackUrl,
      payerAlias,
      payeeAlias: body.payeeAlias,
      amount: Number(body.amount),
      currency: body.currency,
      message: body.message ?? null,
      status: "CREATED",
      dateCreated: new Date(this.clock.now()).toISOString(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
      token: payerAlias ? null : upperHex(16).toLowerCase(),
    };
    this.requests.set(id, request);
    const laterError = body.message && LATER_ERROR_CODES.includes(body.message) ? body.message : undefined;
    if (laterError) {
      this.after(this.timings.errorAfterMs, () => this.finish(id, "ERROR", laterError));
    } else if (this.timings.autoApproveMs !== undefined) {
      this.after(this.timings.autoApproveMs, () => this.finish(id, "PAID"));
    }
    return request;
  }

  get(id: string): Stored | undefined {
    return this.requests.get(id);
  }

  byToken(token: string): Stored | undefined {
    return [...this.requests.values()].find((request) => request.token === token);
  }

  /** The merchant's cancel: only while CREATED (RP07 otherwise). */
  cancel(id: string): Stored {
    const request = this.requests.get(id);
    if (!request) throw new SwishRequestError(404, []);
    if (request.status !== "CREATED") throw new SwishRequestError(422, [problem("RP07")]);
    request.status = "CANCELLED";
    return request;
  }

  /** The payer's answer in the Swish app (the payer page). False when the request is no longer open. */
  answer(id: string, action: PayerAction): boolean {
    const request = this.requests.get(id);
    if (!request || request.status !== "CREATED") return false;
    this.finish(id, action === "approve" ? "PAID" : "DECLINED");
    return true;
  }

  /** Requests waiting for the payer, newest first (the payer page lists them). */
  open(): Stored[] {
    return [...this.requests.values()].filter((request) => request.status === "CREATED").reverse();
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private finish(id: string, status: Exclude<SwishStatus, "CREATED" | "CANCELLED">, errorCode?: string): void {
    const request = this.requests.get(id);
    if (!request || request.status !== "CREATED") return;
    request.status = status;
    if (status === "PAID") {
      request.datePaid = new Date(this.clock.now()).toISOString();
      request.paymentReference = upperHex(16);
    }
    if (errorCode) {
      request.errorCode = errorCode;
      request.errorMessage = problem(errorCode).errorMessage;
    }
    this.callBack(request, this.timings.callbackRetryMs, 1);
  }

  private callBack(request: Stored, retryMs: number, attempt: number): void {
    if (this.closed) return;
    const { token: _token, ...object } = request;
    fetch(request.callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(object),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status !== 200) throw new Error(String(response.status));
      })
      .catch(() => {
        // Swish retries a callback until the merchant answers 200.
        this.log(`swish: callback attempt ${attempt} was not answered 200; retrying`);
        this.after(retryMs, () => this.callBack(request, Math.min(retryMs * 2, 60_000), attempt + 1));
      });
  }

  private after(milliseconds: number, run: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, milliseconds);
    timer.unref();
    this.timers.add(timer);
  }
}

/** Public view of a stored request: the token is never part of the object. */
export function objectOf(request: Stored): PaymentRequestObject {
  const { token: _token, ...object } = request;
  return object;
}
