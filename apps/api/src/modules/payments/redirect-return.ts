import { eq } from "drizzle-orm";
import type { PaymentProviderName } from "@housing/contracts/payments";
import { paymentRequests } from "../../core/db/schema";
import { applyOutcome, type PaymentsDeps } from "./service";

/**
 * A redirect provider's return (card): the payer's browser comes back with the attempt's id and a
 * signature. Only a return the provider signed is heard (`callbackInstructionId` checks it); its
 * state is then read from the provider, never taken from the query, and applied once. The answer
 * is where to send the browser: the site's payments page with the return's query.
 */
export async function handleReturn(
  deps: PaymentsDeps,
  providerName: PaymentProviderName,
  query: unknown,
): Promise<
  { ok: true; location: string } | { ok: false; problem: "invalidSignature" | "notFound" | "providerUnavailable" }
> {
  const provider = deps.providers[providerName];
  if (!provider) return { ok: false, problem: "providerUnavailable" };
  const instructionId = provider.callbackInstructionId(query);
  if (!instructionId) return { ok: false, problem: "invalidSignature" };
  const [request] = await deps.db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.instructionId, instructionId));
  if (!request?.returnUrl || request.provider !== providerName) return { ok: false, problem: "notFound" };
  if (request.status === "CREATED" || request.status === "SENDING") {
    try {
      await applyOutcome(deps, instructionId, await provider.read(instructionId));
    } catch {
      // The provider cannot be read now: the page's status poll reads it again.
    }
  }
  const location = new URL(request.returnUrl);
  location.searchParams.set("paymentId", request.paymentId);
  location.searchParams.set("transactionId", request.instructionId);
  location.searchParams.set("type", providerName);
  return { ok: true, location: location.href };
}
