import { sql } from "drizzle-orm";
import type { ObjectHit, StageHit } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { uuidArray } from "../../../core/db/sql";
import { OBJECT_COLUMNS, STAGE_COLUMNS, STAGE_JOINS, objectHits, stageHits } from "./hits";

/** Stage hits for the given ids, in the order asked for (favourites, recently seen). */
export function stagesByIds(db: Database, ids: readonly string[], now: Date): Promise<StageHit[]> {
  const list = uuidArray(ids.map((id) => id.toLowerCase()));
  return stageHits(
    db,
    sql`select ${STAGE_COLUMNS} from stages s ${STAGE_JOINS} where s.id = any(${list})`,
    sql`array_position(${list}, s.id)`,
    now,
  );
}

/** Home hits for the given ids, in the order asked for. */
export function objectsByIds(db: Database, ids: readonly string[], now: Date): Promise<ObjectHit[]> {
  const list = uuidArray(ids.map((id) => id.toLowerCase()));
  return objectHits(
    db,
    sql`select ${OBJECT_COLUMNS} from objects o where o.id = any(${list})`,
    sql`array_position(${list}, o.id)`,
    now,
  );
}
