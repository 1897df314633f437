import { sql } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { ObjectStatus } from "./enums";

/**
 * Keeps a stage's search columns in step with its homes, as the seed computes them
 * (seed/catalogue/stage-rows.ts): prices over the homes still for sale, rooms and living area
 * over all, the earliest move-in, the counts. Called after every change of a home's status
 * (catalogue-admin's writes, click-to-buy's reserve, release and book).
 */
export async function refreshStage(db: Pick<Database, "execute">, stageId: string): Promise<void> {
  const searched = sql`o.is_searched`;
  await db.execute(sql`update stages s set
      min_price = a.min_price, max_price = a.max_price,
      min_total_price = a.min_total_price, max_total_price = a.max_total_price,
      min_rooms = a.min_rooms, max_rooms = a.max_rooms,
      min_living_area = a.min_living_area, max_living_area = a.max_living_area,
      inhabit_date = a.inhabit_date, object_count = a.object_count,
      searched_object_count = a.searched_object_count, sold_object_count = a.sold_object_count,
      residence_type_ids = a.residence_type_ids
    from (
      select min(o.price) filter (where ${searched}) as min_price, max(o.price) filter (where ${searched}) as max_price,
        min(o.total_price) filter (where ${searched}) as min_total_price,
        max(o.total_price) filter (where ${searched}) as max_total_price,
        min(o.min_rooms) as min_rooms, max(o.max_rooms) as max_rooms,
        min(o.living_area) as min_living_area, max(o.living_area) as max_living_area,
        min(o.inhabit_date) as inhabit_date, count(*)::int as object_count,
        (count(*) filter (where ${searched}))::int as searched_object_count,
        (count(*) filter (where o.status_id = ${ObjectStatus.ids.sold}))::int as sold_object_count,
        coalesce(array_agg(distinct o.residence_type_id), '{}'::uuid[]) as residence_type_ids
      from objects o where o.stage_id = ${stageId}
    ) a
    where s.id = ${stageId}`);
}
