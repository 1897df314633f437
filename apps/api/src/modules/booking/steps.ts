import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import {
  BOOKING_FLOWS,
  coBuyerError,
  financingError,
  type BookingStepRequestSchema,
  type BookingValues,
  type ChoicesStep,
  type PersonalInfoStep,
} from "@housing/contracts/booking";
import { personalNumberSchema } from "@housing/contracts/forms";
import { bookingFlows, users } from "../../core/db/schema";
import { bookingDocumentIds } from "./documents";
import type { BookingDeps } from "./deps";
import { choicesOf, emailIsValid } from "./info";
import { VALUE_OF_STEP } from "./rules";
import { bookingState, ownBooking, siteOfBooking, type BookingRow } from "./state";
import type { BookingState } from "@housing/contracts/booking";

/*
 * `POST bookingstep/{bookingId}`: keeps one step's values after the step's schema (the route) and
 * the rules of spec section 5 that need the server: the co-buyer's number for the site's country,
 * two distinct buyers, an e-mail of another person, the down payment against the total price,
 * choices of the stage, documents of the booking. Only a reserved booking takes values: once
 * signed, the terms are fixed.
 */

type StepRequest = v.InferOutput<typeof BookingStepRequestSchema>;
export type StepRefusal = "notFound" | "timeout" | "notReserved";
export type StepResult = BookingState | StepRefusal | { fieldErrors: Record<string, string[]> };

const at = (path: string, key: string) => ({ fieldErrors: { [`body.values.${path}`]: [key] } });

async function checkPersonalInfo(deps: BookingDeps, row: BookingRow, values: PersonalInfoStep) {
  const coBuyer = values.coBuyer;
  if (!coBuyer) return null;
  const site = siteOfBooking(row);
  const number = v.safeParse(personalNumberSchema(site.country), coBuyer.securityNumber);
  if (!number.success) return at("coBuyer.securityNumber", number.issues[0].message);
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  const clash = coBuyerError({ securityNumber: buyer?.securityNumber ?? "", email: values.buyer.email }, coBuyer);
  if (clash) return at(`coBuyer.${clash.field}`, clash.key);
  if (!(await emailIsValid(deps.db, { ssn: coBuyer.securityNumber, email: coBuyer.email }))) {
    return at("coBuyer.email", "emailInUse");
  }
  return null;
}

/** One option per group of the stage's choices, every group answered; the total with their prices. */
async function priceOfChoices(deps: BookingDeps, row: BookingRow, values: ChoicesStep) {
  const groups = await choicesOf(deps.db, row.stageId);
  const chosen = groups.map((group) => group.options.filter((option) => values.options.includes(option.id)));
  const isValid =
    chosen.every((options) => options.length === 1) && chosen.flat().length === new Set(values.options).size;
  if (!isValid || values.options.length !== groups.length) return null;
  return chosen.flat().reduce((sum, option) => sum + option.price, 0);
}

/** The price of the options already chosen (0 without choices). */
async function optionsPriceOf(deps: BookingDeps, row: BookingRow): Promise<number> {
  if (!row.values.choices) return 0;
  return (await priceOfChoices(deps, row, row.values.choices)) ?? 0;
}

export async function saveStep(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  request: StepRequest,
): Promise<StepResult> {
  const row = await ownBooking(deps, userId, bookingId);
  if (!row) return "notFound";
  if (row.status === "expired") return "timeout";
  if (row.status !== "reserved") return "notReserved";
  if (!BOOKING_FLOWS[row.flow as 5 | 6 | 8].includes(request.step))
    return { fieldErrors: { "body.step": ["invalidInput"] } };
  const basePrice = (row.totalPrice ?? 0) - (await optionsPriceOf(deps, row));
  let totalPrice = row.totalPrice ?? 0;
  const values: BookingValues = { ...row.values };
  switch (request.step) {
    case "personal-info": {
      const problem = await checkPersonalInfo(deps, row, request.values);
      if (problem) return problem;
      break;
    }
    case "choices": {
      const optionsPrice = await priceOfChoices(deps, row, request.values);
      if (optionsPrice === null) return at("options", "invalidInput");
      totalPrice = basePrice + optionsPrice;
      // Financing saved against another total no longer holds: the buyer answers it again.
      if (values.financing && financingError(values.financing, totalPrice)) delete values.financing;
      break;
    }
    case "financing": {
      const problem = financingError(request.values, totalPrice);
      if (problem) return at(problem.field, problem.key);
      break;
    }
    case "documents": {
      const ids = bookingDocumentIds();
      const read = request.values.readDocumentIds;
      if (!read.every((id) => ids.includes(id)) || !ids.every((id) => read.includes(id))) {
        return at("readDocumentIds", "invalidInput");
      }
      break;
    }
    case "accomodation":
      break;
  }
  (values as Record<string, unknown>)[VALUE_OF_STEP[request.step]] = request.values;
  const [saved] = await deps.db
    .update(bookingFlows)
    .set({ values, totalPrice, updatedAt: deps.now() })
    .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "reserved")))
    .returning();
  if (!saved) return "notReserved";
  return bookingState(deps.db, saved);
}
