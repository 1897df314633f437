import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { caseAttachments, caseControlPoints, caseRounds, cases } from "../../core/db/schema";
import { visibleCases, type CaseViewer } from "./access";

/*
 * File downloads (spec section 7: `GET /file/{attachmentId}/{filename}[/rounds]`). The bytes
 * live in the upload core's store (core/uploads); the routes stream them from there only after
 * the same check as the case itself (or, for a control point's file, its round).
 */

export interface AttachmentRow {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

const columns = {
  id: caseAttachments.id,
  fileName: caseAttachments.fileName,
  contentType: caseAttachments.contentType,
  size: caseAttachments.size,
  storageKey: caseAttachments.storageKey,
};

/** A case's file the viewer may read, by id and the file name the path carries; null otherwise. */
export async function caseAttachmentFor(
  db: Database,
  viewer: CaseViewer,
  attachmentId: string,
  fileName: string,
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select(columns)
    .from(caseAttachments)
    .innerJoin(cases, eq(cases.id, caseAttachments.caseId))
    .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.fileName, fileName), visibleCases(viewer)))
    .limit(1);
  return row ?? null;
}

/** A control point's file of the viewer's association's round (board members with management only). */
export async function roundAttachmentFor(
  db: Database,
  viewer: CaseViewer,
  attachmentId: string,
  fileName: string,
): Promise<AttachmentRow | null> {
  if (viewer.role !== "boardManaged") return null;
  const [row] = await db
    .select(columns)
    .from(caseAttachments)
    .innerJoin(caseControlPoints, eq(caseControlPoints.id, caseAttachments.controlPointId))
    .innerJoin(caseRounds, eq(caseRounds.id, caseControlPoints.roundId))
    .where(
      and(
        eq(caseAttachments.id, attachmentId),
        eq(caseAttachments.fileName, fileName),
        isNotNull(caseAttachments.controlPointId),
        eq(caseRounds.associationId, viewer.associationId!),
      ),
    )
    .limit(1);
  return row ?? null;
}
