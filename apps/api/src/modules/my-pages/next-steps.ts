import type { NextStep, Residence } from "@housing/contracts/my-pages";
import { Lifecycle } from "../catalogue/enums";

/*
 * The overview's next steps (our reading of spec section 2's overview: what the buyer does
 * next), each derived from data the API holds, in the order a purchase goes through them.
 */

export interface NextStepFacts {
  /** A VIP payment of this site that is not paid (NotPaid, NotPaidSent, Reminder1). */
  hasUnpaidVipFee: boolean;
  /** Unread document-signing notifications on this site. */
  hasDocumentsToSign: boolean;
  active: Residence | null;
  /** The account lacks an e-mail or a phone number (the settings page fills them in). */
  isProfileIncomplete: boolean;
  /** yyyy-MM-dd of today in the site's time zone. */
  today: string;
}

export const UNPAID_STATUSES: readonly string[] = ["NotPaid", "NotPaidSent", "Reminder1"];

export function nextStepsOf(facts: NextStepFacts): NextStep[] {
  const steps: NextStep[] = [];
  if (facts.hasUnpaidVipFee) steps.push({ kind: "payVipFee", dueDate: null });
  if (facts.hasDocumentsToSign) steps.push({ kind: "signDocuments", dueDate: null });
  const entryDate = facts.active?.entryDate ?? null;
  const isAhead = entryDate !== null && entryDate > facts.today;
  // Interior choices are open while the project is in its interior-options phase (Lifecycle 7).
  if (facts.active && isAhead && facts.active.lifecycle === Lifecycle.ids.interiorOptions) {
    steps.push({ kind: "chooseInterior", dueDate: null });
  }
  if (isAhead) steps.push({ kind: "moveIn", dueDate: entryDate });
  // Moved in: faults are reported through errands (spec section 2, errands for customers).
  if (facts.active && entryDate !== null && !isAhead) steps.push({ kind: "reportFault", dueDate: null });
  if (facts.isProfileIncomplete) steps.push({ kind: "completeProfile", dueDate: null });
  return steps;
}
