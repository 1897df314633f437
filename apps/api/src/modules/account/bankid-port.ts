/*
 * What the account service needs of BankID (the relying-party API's auth, collect and cancel).
 * The real client and the local simulator implement it elsewhere; the app gets one through
 * `AppOptions.bankId`. Without one the BankID calls answer 503.
 */

export interface BankIdAuthRequest {
  /** The end user's IP address as the API saw it. */
  endUserIp: string;
  returnUrl?: string;
}

export interface BankIdOrder {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  /** Server only: the QR's HMAC key; never sent to the browser. */
  qrStartSecret: string;
}

export interface BankIdCompletionUser {
  personalNumber: string;
  name: string;
  givenName: string;
  surname: string;
}

export interface BankIdCollectResult {
  status: "pending" | "failed" | "complete";
  /** BankID's hint (outstandingTransaction, userSign, userCancel, expiredTransaction, ...). */
  hintCode?: string;
  completionData?: { user: BankIdCompletionUser };
}

export interface BankIdPort {
  auth(request: BankIdAuthRequest): Promise<BankIdOrder>;
  collect(orderRef: string): Promise<BankIdCollectResult>;
  cancel(orderRef: string): Promise<void>;
  /**
   * The same-device link for an autostart token when it is not the BankID app's own
   * (`bankid:///…`, which the browser builds): the local simulator's phone page.
   */
  autoStartUrl?(autoStartToken: string): string | null;
}
