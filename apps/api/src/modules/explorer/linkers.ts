import { sql } from "drizzle-orm";
import type { ExternalLinker } from "@housing/contracts/explorer";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";

/** GET {base}/getExternalLinker/{id}: a seeded link into a stage's explorer (seed/explorer.ts); null when unknown. */
export async function externalLinkerOf(db: Database, id: string): Promise<ExternalLinker | null> {
  const [row] = await rowsOf<{
    id: string;
    stage_id: string;
    url: string;
    view_id: string | null;
    apartment_number: string | null;
  }>(
    db,
    sql`select l.id, l.stage_id, s.url, l.view_id, l.apartment_number
      from explorer_linkers l join stages s on s.id = l.stage_id where l.id = ${id}`,
  );
  return row
    ? {
        id: row.id,
        stageId: row.stage_id,
        stageUrl: row.url,
        viewId: row.view_id,
        apartmentNumber: row.apartment_number,
      }
    : null;
}
