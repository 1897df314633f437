import type { TimelineStep, TimelineStepKey } from "@housing/contracts/my-pages";
import { TIMELINE_STEP_KEYS } from "@housing/contracts/my-pages";
import { Lifecycle } from "../catalogue/enums";

/*
 * The purchase timeline's steps (spec section 2, my pages timeline), derived from the stage's
 * project lifecycle (spec section 3, 0-10) and the booking's own dates. A step is behind the buyer
 * when its date has passed (the day itself it is still the one at hand; a contract counts from
 * the day it is signed); without a date the project's phase tells. The steps go in order: the first
 * one not behind is current, the ones before it past, the ones after it coming. Once the buyer has
 * moved in, every step is past.
 */

export interface TimelineFacts {
  /** Spec section 3, 0-10; null when the catalogue no longer has the home. */
  lifecycle: number | null;
  contractDate: string | null;
  interiorDeadline: string | null;
  inspectionDate: string | null;
  finalPaymentDate: string | null;
  /** The contract's entry date, else the home's inhabit date. */
  entryDate: string | null;
  /** yyyy-MM-dd of today in the site's time zone. */
  today: string;
}

interface StepRule {
  date: (facts: TimelineFacts) => string | null;
  isBehind: (facts: TimelineFacts, phase: number) => boolean;
}

const passed = (date: string | null, today: string) => date !== null && date < today;

const RULES: Record<TimelineStepKey, StepRule> = {
  contract: {
    date: (facts) => facts.contractDate,
    isBehind: (facts) => facts.contractDate !== null && facts.contractDate <= facts.today,
  },
  interior: {
    date: (facts) => facts.interiorDeadline,
    // The choices close with the interior-options phase (7): from finalizing (8) on they are made.
    isBehind: (facts, phase) => phase >= Lifecycle.ids.finalizing || passed(facts.interiorDeadline, facts.today),
  },
  inspection: {
    date: (facts) => facts.inspectionDate,
    // The final inspection comes before the keys: a project in its move-in phase (9) has had it.
    isBehind: (facts, phase) =>
      facts.inspectionDate !== null ? passed(facts.inspectionDate, facts.today) : phase >= Lifecycle.ids.moveIn,
  },
  payment: {
    // The final payment falls due on the entry day unless the booking names another.
    date: (facts) => facts.finalPaymentDate ?? facts.entryDate,
    isBehind: (facts, phase) => {
      const date = facts.finalPaymentDate ?? facts.entryDate;
      return date !== null ? passed(date, facts.today) : phase >= Lifecycle.ids.completed;
    },
  },
  moveIn: {
    date: (facts) => facts.entryDate,
    isBehind: (facts, phase) =>
      facts.entryDate !== null ? passed(facts.entryDate, facts.today) : phase >= Lifecycle.ids.completed,
  },
};

export function timelineStepsOf(facts: TimelineFacts): TimelineStep[] {
  const phase = facts.lifecycle ?? -1;
  let current: TimelineStepKey | null = null;
  return TIMELINE_STEP_KEYS.map((key) => {
    const rule = RULES[key];
    const date = rule.date(facts);
    if (current !== null) return { key, state: "coming", date };
    if (rule.isBehind(facts, phase)) return { key, state: "past", date };
    current = key;
    return { key, state: "current", date };
  });
}
