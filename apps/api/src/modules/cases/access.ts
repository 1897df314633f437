import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { CASE_AREA_APARTMENT, type CaseRole } from "@housing/contracts/cases";
import type { AuthenticatedSession } from "../../core/auth";
import { isBoardLogin } from "../../core/auth";
import type { Database } from "../../core/db/client";
import { associations, boardMemberships, cases, users } from "../../core/db/schema";

/*
 * Who is asking, and which cases they may read (spec sections 4 and 6). The role comes from the
 * session, checked against the database: a board login counts only for an association the user
 * is a board member of, and its technical management decides between the two board roles.
 */

export type CaseCountry = "se" | "no" | "fi";

export interface CaseViewer {
  userId: string;
  role: CaseRole;
  /** The board login's association (board roles only). */
  associationId: string | null;
  associationName: string | null;
  countryId: CaseCountry;
}

/** What of a session decides the viewer. */
export type CaseSession = Pick<AuthenticatedSession, "userId" | "loginType" | "associationId">;

/** The resident variant (`/case_management/customer`): whoever logged in, their own cases. */
export async function residentViewer(db: Database, session: CaseSession): Promise<CaseViewer | null> {
  const [user] = await db
    .select({ countryId: users.countryId })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  if (!user) return null;
  return {
    userId: session.userId,
    role: "resident",
    associationId: null,
    associationName: null,
    countryId: user.countryId as CaseCountry,
  };
}

/** The board variant: null unless the session is a board login of an association the user sits on the board of. */
export async function boardViewer(db: Database, session: CaseSession): Promise<CaseViewer | null> {
  if (!isBoardLogin(session) || !session.associationId) return null;
  const [row] = await db
    .select({
      countryId: users.countryId,
      name: associations.name,
      managed: associations.activeFinancialManagement,
    })
    .from(boardMemberships)
    .innerJoin(associations, eq(associations.id, boardMemberships.associationId))
    .innerJoin(users, eq(users.id, boardMemberships.userId))
    .where(and(eq(boardMemberships.userId, session.userId), eq(boardMemberships.associationId, session.associationId)))
    .limit(1);
  if (!row) return null;
  return {
    userId: session.userId,
    role: row.managed ? "boardManaged" : "boardUnmanaged",
    associationId: session.associationId,
    associationName: row.name,
    countryId: row.countryId as CaseCountry,
  };
}

/**
 * Who may report a board case: a board member of the association, and (spec section 4) a board
 * login without an association, which the login gives a customer who chose the board: a board
 * member without technical management, who names the association in the report and reads no
 * cases afterwards.
 */
export async function boardReporter(db: Database, session: CaseSession): Promise<CaseViewer | null> {
  if (!isBoardLogin(session)) return null;
  if (session.associationId) return boardViewer(db, session);
  const resident = await residentViewer(db, session);
  return resident ? { ...resident, role: "boardUnmanaged" } : null;
}

/** The calls both variants use (has_cases, rooms, the user answer): the board's view for a board login, else the resident's. */
export function eitherViewer(db: Database, session: CaseSession): Promise<CaseViewer | null> {
  return isBoardLogin(session) ? boardViewer(db, session) : residentViewer(db, session);
}

/**
 * Spec section 4: a resident reads their own cases reported for an apartment with a chosen
 * agreement; a board member with management their association's board cases; a board member
 * without management none (not even the ones they reported).
 */
export function visibleCases(viewer: CaseViewer): SQL {
  switch (viewer.role) {
    case "resident":
      return and(
        eq(cases.reporterUserId, viewer.userId),
        eq(cases.role, "resident"),
        eq(cases.area, CASE_AREA_APARTMENT),
        isNotNull(cases.agreementId),
      )!;
    case "boardManaged":
      return and(eq(cases.associationId, viewer.associationId!), eq(cases.role, "boardManaged"))!;
    case "boardUnmanaged":
      return sql`false`;
  }
}

/** Whether a case as written would be readable by its reporter afterwards (the create call's `isVisible`). */
export function isVisibleToReporter(role: CaseRole, area: number, agreementId: string | null): boolean {
  if (role === "resident") return area === CASE_AREA_APARTMENT && agreementId !== null;
  return role === "boardManaged";
}
