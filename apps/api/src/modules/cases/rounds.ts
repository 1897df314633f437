import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AssociationAccount, Round, RoundDetail } from "@housing/contracts/cases";
import type { AppDependencies } from "../../core/dependencies";
import type { Database } from "../../core/db/client";
import {
  caseAssociationAccounts,
  caseAttachments,
  caseControlPoints,
  caseProperties,
  caseRounds,
} from "../../core/db/schema";
import type { CaseViewer } from "./access";
import { filePath, statusInfo } from "./service";

/*
 * A board member's rounds with their control points, and the association's board e-mail
 * (spec sections 3 and 7). Rounds are the managing company's: only a board member with
 * management sees their association's.
 */

const roundColumns = {
  id: caseRounds.id,
  name: caseRounds.name,
  roundDate: caseRounds.roundDate,
  propertyName: caseProperties.name,
};

const visibleRounds = (viewer: CaseViewer) =>
  viewer.role === "boardManaged" ? eq(caseRounds.associationId, viewer.associationId!) : undefined;

/** `GET /rounds`: newest first, with their number of control points. */
export async function listRounds(db: Database, viewer: CaseViewer): Promise<Round[]> {
  const visible = visibleRounds(viewer);
  if (!visible) return [];
  const rows = await db
    .select({ ...roundColumns, points: count(caseControlPoints.id) })
    .from(caseRounds)
    .innerJoin(caseProperties, eq(caseProperties.id, caseRounds.propertyId))
    .leftJoin(caseControlPoints, eq(caseControlPoints.roundId, caseRounds.id))
    .where(visible)
    .groupBy(caseRounds.id, caseProperties.name)
    .orderBy(desc(caseRounds.roundDate), asc(caseRounds.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    roundDate: row.roundDate.toISOString(),
    propertyName: row.propertyName,
    nrOfCaseControlPoints: row.points,
  }));
}

/** `GET /rounds/{id}`: one round with its control points and their files; null when not the viewer's. */
export async function roundDetail(
  db: Database,
  viewer: CaseViewer,
  id: string,
  base: string,
): Promise<RoundDetail | null> {
  const visible = visibleRounds(viewer);
  if (!visible) return null;
  const [round] = await db
    .select(roundColumns)
    .from(caseRounds)
    .innerJoin(caseProperties, eq(caseProperties.id, caseRounds.propertyId))
    .where(and(eq(caseRounds.id, id), visible))
    .limit(1);
  if (!round) return null;
  const points = await db
    .select()
    .from(caseControlPoints)
    .where(eq(caseControlPoints.roundId, id))
    .orderBy(asc(caseControlPoints.position));
  const files =
    points.length === 0
      ? []
      : await db
          .select()
          .from(caseAttachments)
          .where(
            inArray(
              caseAttachments.controlPointId,
              points.map((point) => point.id),
            ),
          )
          .orderBy(asc(caseAttachments.createdAt), asc(caseAttachments.fileName), asc(caseAttachments.id));
  return {
    id: round.id,
    name: round.name,
    roundDate: round.roundDate.toISOString(),
    propertyName: round.propertyName,
    nrOfCaseControlPoints: points.length,
    controlPoints: points.map((point) => ({
      id: point.id,
      title: point.title,
      location: point.location,
      description: point.description,
      caseStatusId: point.statusId,
      status: statusInfo(point.statusId),
      attachments: files
        .filter((file) => file.controlPointId === point.id)
        .map((file) => ({
          attachmentId: file.id,
          filename: file.fileName,
          contentType: file.contentType,
          size: file.size,
          path: filePath(base, file.id, file.fileName, "/rounds"),
        })),
    })),
  };
}

/** `GET /account`: the association's board e-mail (empty when none is kept). */
export async function associationAccount(db: Database, viewer: CaseViewer): Promise<AssociationAccount> {
  const [row] = await db
    .select({ email: caseAssociationAccounts.email })
    .from(caseAssociationAccounts)
    .where(eq(caseAssociationAccounts.associationId, viewer.associationId!))
    .limit(1);
  return { email: row?.email ?? "" };
}

/** `PATCH /account`: the board sets or changes the association's e-mail (spec section 4). */
export async function updateAssociationAccount(
  deps: Pick<AppDependencies, "db" | "now">,
  viewer: CaseViewer,
  email: string,
): Promise<AssociationAccount> {
  const value = email.trim();
  await deps.db
    .insert(caseAssociationAccounts)
    .values({ associationId: viewer.associationId!, email: value, updatedAt: deps.now() })
    .onConflictDoUpdate({
      target: caseAssociationAccounts.associationId,
      set: { email: value, updatedAt: deps.now() },
    });
  return { email: value };
}
