/*
 * What the account service needs of BankID (the relying-party API's auth, collect and cancel),
 * and the documents module (sign).
 * The real client and the local simulator implement it elsewhere; the app gets one through
 * `AppOptions.bankId`. Without one the BankID calls answer 503.
 */

export interface BankIdAuthRequest {
  /** The end user's IP address as the API saw it. */
  endUserIp: string;
  returnUrl?: string;
}

/** A signature of `userVisibleText` (shown in the app, signed with `userNonVisibleData`). */
export interface BankIdSignRequest extends BankIdAuthRequest {
  userVisibleText: string;
  userNonVisibleData?: string;
  /** Only this person (12 digits) may sign: BankID refuses anyone else before they sign. */
  personalNumber?: string;
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
  sign(request: BankIdSignRequest): Promise<BankIdOrder>;
  collect(orderRef: string): Promise<BankIdCollectResult>;
  cancel(orderRef: string): Promise<void>;
  /**
   * The same-device link for an autostart token when it is not the BankID app's own
   * (`bankid:///…`, which the browser builds): the local simulator's phone page.
   */
  autoStartUrl?(autoStartToken: string): string | null;
  /**
   * The local simulator's test phone, for the sites' developer-only BankID form: its demo
   * identities, and approving an order as one of them. Only the simulator's port has it, and the
   * routes that use it exist only outside preprod and production.
   */
  testPhone?: BankIdTestPhone;
}

export interface BankIdTestIdentity {
  personalNumber: string;
  givenName: string;
  surname: string;
}

export interface BankIdTestPhone {
  identities(): Promise<BankIdTestIdentity[]>;
  /** Approves the order of this autostart token as the person; false when the simulator refused (unknown order or person). */
  approve(autoStartToken: string, personalNumber: string): Promise<boolean>;
}
