import { sql } from "drizzle-orm";
import type { ClickArea } from "@housing/contracts/explorer";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { explorerClickAreas } from "./schema";
import { VIEW_NAMES } from "./views";

/*
 * Edit mode's save (PUT {base}/views/{stageId}/{viewId}/clickareas): project staff replace a
 * view's click areas; get/{stageId} answers them for that view from then on. An `apt` area must
 * name a home of the stage, a `view` area a view of it.
 */

export const isViewId = (viewId: string) => (VIEW_NAMES as readonly string[]).includes(viewId);

/** Field errors of click areas that name no home or view of the stage; null when all are known. */
export async function unknownTargets(
  db: Database,
  stageId: string,
  clickAreas: readonly ClickArea[],
): Promise<Record<string, string[]> | null> {
  const numbers = [...new Set(clickAreas.filter((area) => area.type === "apt").map((area) => area.value))];
  const known = new Set<string>();
  if (numbers.length > 0) {
    const rows = await rowsOf<{ object_number: string }>(
      db,
      sql`select object_number from objects where stage_id = ${stageId} and floor is not null
        and object_number in (${sql.join(
          numbers.map((number) => sql`${number}`),
          sql`, `,
        )})`,
    );
    for (const row of rows) known.add(row.object_number);
  }
  const errors: Record<string, string[]> = {};
  clickAreas.forEach((area, index) => {
    if (area.type === "apt" && !known.has(area.value)) {
      errors[`body.clickAreas.${index}.value`] = ["Must be an apartment number of the stage"];
    }
    if (area.type === "view" && !isViewId(area.value)) {
      errors[`body.clickAreas.${index}.value`] = ["Must be a view of the stage"];
    }
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

export async function saveClickAreas(
  db: Database,
  stageId: string,
  viewId: string,
  clickAreas: ClickArea[],
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(explorerClickAreas)
    .values({ stageId, viewId, clickAreas, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [explorerClickAreas.stageId, explorerClickAreas.viewId],
      set: { clickAreas, updatedBy: userId, updatedAt: now },
    });
}
