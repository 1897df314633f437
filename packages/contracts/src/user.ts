import * as v from "valibot";

/*
 * The logged-in user as GET /account_service/user answers it (spec sections 3 and 7). The spec
 * shows the fields but not the full response shape, so everything beyond the id and the names is
 * optional: a back end that leaves a field out still yields a user, never a failed session.
 */

const Text = v.pipe(v.string(), v.maxLength(500));
const OptionalText = v.nullish(Text);
const Flag = v.optional(v.boolean(), false);
const SiteRef = v.object({ site: v.string() });

/** The association (BRF) a board member logged in for (spec section 6: the user button shows its name). */
export const BrfAccountSchema = v.object({
  id: v.string(),
  name: Text,
  activeFinancialManagement: Flag,
});
export type BrfAccount = v.InferOutput<typeof BrfAccountSchema>;

/** Spec section 3: payment status (Reminder1 is active only on the Norwegian site). */
export const PAYMENT_STATUSES = ["NotPaid", "NotPaidSent", "OverPaid", "Paid", "Reminder1"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const UserPaymentSchema = v.object({
  site: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  payedWithCode: Flag,
});
export const UserBookingSchema = v.object({ objectId: v.string(), objectPageExists: Flag, siteId: v.string() });
export const UserPurchaseSchema = v.object({ objectId: v.string(), stageId: v.string() });
/** Spec section 3: favourites (stage, or one of its homes) and interests, as the user payload lists them. */
export const UserFavouriteSchema = v.object({
  stageId: v.string(),
  objectId: v.nullish(v.string()),
  created: v.nullish(v.string()),
});
export type UserFavourite = v.InferOutput<typeof UserFavouriteSchema>;
export const UserInterestSchema = v.object({
  id: v.string(),
  stageId: v.string(),
  objectId: v.nullish(v.string()),
  created: v.nullish(v.string()),
});
export type UserInterest = v.InferOutput<typeof UserInterestSchema>;
/**
 * Spec section 3: the active object (the residence my pages are about) with its entry date and
 * succession flag. The menu reads it (errands a month after entry; documents not in succession).
 */
export const ActiveObjectSchema = v.object({
  objectId: v.string(),
  stageId: v.nullish(v.string()),
  /** ISO date (yyyy-MM-dd) the buyer moves in, when known. */
  entryDate: v.nullish(v.string()),
  isSuccession: Flag,
});
export type ActiveObject = v.InferOutput<typeof ActiveObjectSchema>;

export const UserSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  firstName: v.pipe(v.string(), v.maxLength(200)),
  lastName: v.pipe(v.string(), v.maxLength(200)),
  email: OptionalText,
  securityNumber: OptionalText,
  pid: OptionalText,
  phoneNumber: OptionalText,
  address: OptionalText,
  postalCode: OptionalText,
  city: OptionalText,
  countryId: OptionalText,
  birthDate: OptionalText,
  newsletter: Flag,
  vip: v.nullish(v.object({ siteId: v.string(), campaignCode: OptionalText })),
  vipMemberships: v.optional(v.array(SiteRef), []),
  brfAccount: v.nullish(BrfAccountSchema),
  isBoardMember: Flag,
  isVip: Flag,
  consents: v.optional(v.array(SiteRef), []),
  payments: v.optional(v.array(UserPaymentSchema), []),
  bookings: v.optional(v.array(UserBookingSchema), []),
  purchases: v.optional(v.array(UserPurchaseSchema), []),
  showings: v.optional(v.array(v.object({ showingId: v.string() })), []),
  favorites: v.optional(v.array(UserFavouriteSchema), []),
  interests: v.optional(v.array(UserInterestSchema), []),
  activeObject: v.nullish(ActiveObjectSchema),
  /** Spec section 2, my pages menu: the user has cases (errands). */
  hasCases: Flag,
  /** Spec section 2: "a flag is set" that shows errands to a customer whatever else holds. */
  showErrands: Flag,
  /** Spec section 2: "a flag is set" that shows payments to a user who is not VIP. */
  showPayments: Flag,
  hasAccount: Flag,
  /** Whether the account has a password for e-mail login (absent: not known, so taken as yes). */
  hasPassword: v.optional(v.boolean()),
  /** Spec section 3: the deceased flag of fetched personal data. */
  deceased: Flag,
  firstSsnLogin: Flag,
});
export type User = v.InferOutput<typeof UserSchema>;

/** Spec section 3 (derived): VIP when a membership exists for the current site. */
export function isVipFor(user: Pick<User, "vipMemberships">, siteId: string): boolean {
  return user.vipMemberships.some((membership) => membership.site === siteId);
}

/** Spec section 3 (derived): a board member when a brfAccount exists. */
export function isBoardMember(user: Pick<User, "brfAccount" | "isBoardMember">): boolean {
  return user.isBoardMember || Boolean(user.brfAccount);
}

/** Spec section 3 (derived): has a security identifier when securityNumber or pid is set. */
export function hasSecurityIdentifier(user: Pick<User, "securityNumber" | "pid">): boolean {
  return Boolean(user.securityNumber || user.pid);
}
