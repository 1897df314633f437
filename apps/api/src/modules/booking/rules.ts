import { BOOKING_FLOWS, type BookingFlowKind, type BookingStep, type BookingValues } from "@housing/contracts/booking";
import type { SiteConfig } from "@housing/site-config";

/*
 * The booking's rules that need no database: the fee, the price a booking counts from and the
 * step a reload resumes at (spec section 2, "Buy-residence flow steps").
 */

/**
 * The booking fee in minor units (6- and 8-step flows; the 5-step flow has no payment step). The
 * spec gives no figure: 25 000 kr in Sweden and Norway; Finland, whose flows are 5-step today,
 * would pay 2 500 € (our reading).
 */
export function bookingFeeMinor(flow: BookingFlowKind, site: SiteConfig): number | null {
  if (!BOOKING_FLOWS[flow].includes("payment")) return null;
  return site.currency === "EUR" ? 250_000 : 2_500_000;
}

/** The price a booking starts from: Finland sells by the debt-free price (spec section 3). */
export function basePriceOf(home: { price: number; totalPrice: number | null }, site: SiteConfig): number {
  return site.country === "fi" ? (home.totalPrice ?? home.price) : home.price;
}

/** Which value each form step keeps (the contract's `accomodation` step saves `accommodation`). */
export const VALUE_OF_STEP = {
  "personal-info": "personalInfo",
  choices: "choices",
  financing: "financing",
  accomodation: "accommodation",
  documents: "documents",
} as const satisfies Partial<Record<BookingStep, keyof BookingValues>>;

export type FormStepKey = keyof typeof VALUE_OF_STEP;

export const isFormStep = (step: BookingStep): step is FormStepKey => step in VALUE_OF_STEP;

/** The form steps of a flow (all must be saved before the agreement can be signed). */
export const formStepsOf = (flow: BookingFlowKind): FormStepKey[] => BOOKING_FLOWS[flow].filter(isFormStep);

/** The first step of the flow not yet done: where a reload resumes. */
export function currentStepOf(input: {
  flow: BookingFlowKind;
  status: string;
  values: BookingValues;
  isSigned: boolean;
  isPaid: boolean;
  isBooked: boolean;
}): BookingStep {
  const isDone = (step: BookingStep): boolean => {
    if (step === "start-booking") return input.status !== "pending" && input.status !== "rejected";
    if (isFormStep(step)) return input.values[VALUE_OF_STEP[step]] !== undefined;
    if (step === "sign") return input.isSigned;
    if (step === "payment") return input.isPaid;
    return input.isBooked;
  };
  return BOOKING_FLOWS[input.flow].find((step) => !isDone(step)) ?? "done";
}

export const isFlowKind = (value: number | null): value is BookingFlowKind => value === 5 || value === 6 || value === 8;
