import { and, eq, sql } from "drizzle-orm";
import type { User } from "@housing/contracts";
import { getSiteByKey } from "@housing/site-config";
import type { AuthenticatedSession } from "../../core/auth";
import type { Database } from "../../core/db/client";
import {
  associations,
  boardMemberships,
  bookings,
  consents,
  payments,
  purchases,
  users,
  vipMemberships,
} from "../../core/db/schema";
import { activeObjectOf, activeOf, residencesOf } from "../my-pages/residences";
import { listFavourites, listInterests } from "../signup/service";
import { sessionHasCases } from "../cases/service";
import { userShowingsOf } from "../showings/user-showings";

export type UserRow = typeof users.$inferSelect;

/** The site GUID of a site key (the contract speaks of sites by id). */
export const siteIdOf = (siteKey: string) => getSiteByKey(siteKey)?.siteId ?? siteKey;

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** E-mails are unique whatever their case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserBySecurityNumber(
  db: Database,
  countryId: string,
  securityNumber: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryId, countryId), eq(users.securityNumber, securityNumber)))
    .limit(1);
  return row;
}

export interface AssociationRow {
  id: string;
  name: string;
  activeFinancialManagement: boolean;
  countryId: string;
}

export async function associationsOf(db: Database, userId: string): Promise<AssociationRow[]> {
  return db
    .select({
      id: associations.id,
      name: associations.name,
      activeFinancialManagement: associations.activeFinancialManagement,
      countryId: associations.countryId,
    })
    .from(boardMemberships)
    .innerJoin(associations, eq(associations.id, boardMemberships.associationId))
    .where(eq(boardMemberships.userId, userId))
    .orderBy(associations.name);
}

/**
 * GET /account_service/user (spec section 3): the user with what is derived for the login's
 * site and association: VIP when a membership exists for the site, board member when the login
 * chose an association (`brfAccount`), consents, VIP memberships, payments, bookings, purchases,
 * favourites, interests, the active residence (the one chosen on my pages, else the first booking
 * or purchase) and the menu's flags.
 */
export async function userAnswer(
  db: Database,
  userId: string,
  context: { siteKey: string; associationId: string | null; loginType?: string | null },
): Promise<User | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const [
    vip,
    consentRows,
    paymentRows,
    bookingRows,
    purchaseRows,
    memberships,
    favorites,
    interests,
    residences,
    hasCases,
    showings,
  ] = await Promise.all([
    db.select().from(vipMemberships).where(eq(vipMemberships.userId, userId)).orderBy(vipMemberships.siteKey),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.siteKey),
    db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt, payments.id),
    db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(bookings.createdAt, bookings.id),
    db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(purchases.createdAt, purchases.id),
    associationsOf(db, userId),
    listFavourites(db, userId),
    listInterests(db, userId),
    residencesOf(db, userId),
    // The my pages menu's errands entry: cases this login may read (a board login: the board's view).
    sessionHasCases(db, {
      userId,
      loginType: (context.loginType ?? "private") as AuthenticatedSession["loginType"],
      associationId: context.associationId,
    }),
    userShowingsOf(db, userId),
  ]);
  const association = context.associationId
    ? memberships.find((membership) => membership.id === context.associationId)
    : undefined;
  const siteId = siteIdOf(context.siteKey);
  const vipHere = vip.find((membership) => membership.siteKey === context.siteKey);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    securityNumber: user.securityNumber,
    pid: user.securityNumber,
    phoneNumber: user.phoneNumber,
    address: user.address,
    postalCode: user.postalCode,
    city: user.city,
    countryId: user.countryId,
    birthDate: user.birthDate,
    newsletter: user.newsletter,
    vip: vipHere ? { siteId, campaignCode: vipHere.campaignCode } : null,
    vipMemberships: vip.map((membership) => ({ site: siteIdOf(membership.siteKey) })),
    brfAccount: association
      ? { id: association.id, name: association.name, activeFinancialManagement: association.activeFinancialManagement }
      : null,
    // Spec section 4: a board login without an association (a person who chose the board portal
    // and is no member) is a board member without technical management: a board member still.
    isBoardMember:
      Boolean(association) || context.loginType === "boardMember" || context.loginType === "boardMemberCase",
    isVip: Boolean(vipHere),
    consents: consentRows.map((consent) => ({ site: siteIdOf(consent.siteKey) })),
    payments: paymentRows.map((payment) => ({
      site: siteIdOf(payment.siteKey),
      status: payment.status as User["payments"][number]["status"],
      payedWithCode: payment.payedWithCode,
    })),
    bookings: bookingRows.map((booking) => ({
      objectId: booking.objectId,
      objectPageExists: booking.objectPageExists,
      siteId: siteIdOf(booking.siteKey),
    })),
    purchases: purchaseRows.map((purchase) => ({ objectId: purchase.objectId, stageId: purchase.stageId })),
    showings,
    favorites,
    interests,
    activeObject: activeObjectOf(activeOf(residences, user.activeObjectId)),
    hasCases,
    showErrands: user.showErrands,
    showPayments: user.showPayments,
    hasAccount: true,
    hasPassword: Boolean(user.passwordHash),
    firstSsnLogin: false,
    deceased: user.deceased,
  };
}
