import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { MyPayment, PaymentProviderName } from "@housing/contracts/payments";
import { PAYMENT_PROVIDERS } from "@housing/contracts/payments";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import { paymentRequests, payments } from "../../core/db/schema";
import type { PaymentsDeps } from "./service";

/**
 * The payments page's list (spec section 2): the user's payments on the site, oldest first, each
 * with its latest attempt (a declined one keeps the provider's reason on the page) and the
 * providers that can take it here: configured, and taking the site's currency.
 */
export async function myPayments(deps: PaymentsDeps, userId: string, siteKey: SiteKey): Promise<MyPayment[]> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.siteKey, siteKey)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  if (rows.length === 0) return [];
  const attempts = await deps.db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.userId, userId),
        inArray(
          paymentRequests.paymentId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.updatedAt));
  const currency = getSiteByKey(siteKey)?.currency ?? "SEK";
  const providers = PAYMENT_PROVIDERS.filter((name: PaymentProviderName) =>
    deps.providers[name]?.currencies.includes(currency),
  );
  return rows.map((row) => {
    const latest = attempts.find((attempt) => attempt.paymentId === row.id);
    return {
      paymentId: row.id,
      kind: row.kind as MyPayment["kind"],
      status: row.status as MyPayment["status"],
      payedWithCode: row.payedWithCode,
      amount: row.amountMinor,
      currency,
      createdOn: row.createdAt.toISOString(),
      datePaid: row.paidAt?.toISOString() ?? null,
      lastAttempt: latest
        ? {
            paymentRequestId: latest.instructionId,
            provider: latest.provider as PaymentProviderName | null,
            // SENDING is ours alone (service.ts): to the page the attempt has not reached the provider.
            status: (latest.status === "SENDING" ? "NEW" : latest.status) as NonNullable<
              MyPayment["lastAttempt"]
            >["status"],
            errorCode: latest.errorCode,
            errorMessage: latest.errorMessage,
          }
        : null,
      providers,
    };
  });
}
