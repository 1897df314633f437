import * as v from "valibot";

/** Hints of a pending order (RP API v6.0); others may come and are kept as unknown. */
export const PENDING_HINT_CODES = [
  "outstandingTransaction",
  "noClient",
  "started",
  "userMrtd",
  "userCallConfirm",
  "userSign",
] as const;
export type PendingHintCode = (typeof PENDING_HINT_CODES)[number];

/** Hints of a failed order (RP API v6.0); others may come and are kept as unknown. */
export const FAILED_HINT_CODES = [
  "expiredTransaction",
  "certificateErr",
  "userCancel",
  "cancelled",
  "startFailed",
  "userDeclinedCall",
  "transactionRiskBlocked",
  "notSupportedByUserApp",
] as const;
export type FailedHintCode = (typeof FAILED_HINT_CODES)[number];

/** A hint this client knows, or one it does not (kept as the string BankID sent, "" when absent). */
export type Hint<TCode extends string> = { known: true; code: TCode } | { known: false; code: string };

function hintOf<TCode extends string>(codes: readonly TCode[], code: string | undefined): Hint<TCode> {
  return code !== undefined && (codes as readonly string[]).includes(code)
    ? { known: true, code: code as TCode }
    : { known: false, code: code ?? "" };
}

const Text = v.string();
const NonEmpty = v.pipe(v.string(), v.minLength(1));

export const OrderStartSchema = v.object({
  orderRef: NonEmpty,
  autoStartToken: NonEmpty,
  qrStartToken: NonEmpty,
  qrStartSecret: NonEmpty,
});
export type OrderStart = v.InferOutput<typeof OrderStartSchema>;

export const PhoneOrderStartSchema = v.object({ orderRef: NonEmpty });
export type PhoneOrderStart = v.InferOutput<typeof PhoneOrderStartSchema>;

export const CancelAnswerSchema = v.object({});

export const CompletionDataSchema = v.object({
  user: v.object({ personalNumber: NonEmpty, name: Text, givenName: Text, surname: Text }),
  device: v.object({ ipAddress: Text, uhi: v.optional(Text) }),
  bankIdIssueDate: v.optional(Text),
  stepUp: v.optional(v.object({ mrtd: v.boolean() })),
  signature: Text,
  ocspResponse: Text,
  risk: v.optional(Text),
});
export type CompletionData = v.InferOutput<typeof CompletionDataSchema>;

const CollectWireSchema = v.variant("status", [
  v.object({ orderRef: NonEmpty, status: v.literal("pending"), hintCode: v.optional(Text) }),
  v.object({ orderRef: NonEmpty, status: v.literal("failed"), hintCode: v.optional(Text) }),
  v.object({ orderRef: NonEmpty, status: v.literal("complete"), completionData: CompletionDataSchema }),
]);

export type CollectResult =
  | { orderRef: string; status: "pending"; hint: Hint<PendingHintCode> }
  | { orderRef: string; status: "failed"; hint: Hint<FailedHintCode> }
  | { orderRef: string; status: "complete"; completionData: CompletionData };

export const CollectResultSchema = v.pipe(
  CollectWireSchema,
  v.transform((wire): CollectResult => {
    switch (wire.status) {
      case "pending":
        return { orderRef: wire.orderRef, status: "pending", hint: hintOf(PENDING_HINT_CODES, wire.hintCode) };
      case "failed":
        return { orderRef: wire.orderRef, status: "failed", hint: hintOf(FAILED_HINT_CODES, wire.hintCode) };
      case "complete":
        return { orderRef: wire.orderRef, status: "complete", completionData: wire.completionData };
    }
  }),
);

export const ErrorBodySchema = v.object({
  errorCode: NonEmpty,
  details: v.optional(v.fallback(v.string(), "")),
});
