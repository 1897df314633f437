import { sql } from "drizzle-orm";
import type { Database } from "../core/db/client";
import { rowsOf } from "../core/db/sql";
import { bookingChoiceOptions } from "../core/db/schema";
import { ObjectStatus, StageStatus } from "../modules/catalogue/enums";

/*
 * Click-to-buy's demo stages (modules/booking/README.md): on each site below, the first stage for
 * sale (by the recommended order) with at least MIN_FOR_SALE homes for sale gets the flow; the
 * 8-step ones get interior choices in the site's language. Deterministic: the same catalogue gives
 * the same stages.
 */

const MIN_FOR_SALE = 4;

const FLOWS: ReadonlyArray<{ siteKey: string; flow: 5 | 6 | 8 }> = [
  { siteKey: "Jmse", flow: 8 },
  { siteKey: "Jmno", flow: 6 },
  { siteKey: "Jmoy", flow: 5 },
  { siteKey: "Seniorgarden", flow: 6 },
];

type Option = [id: string, name: string, price: number];
type Group = [id: string, name: string, options: Option[]];

/** The 8-step flow's choices (Swedish: the only 8-step site); the first option of each group is the standard. */
const SWEDISH_CHOICES: Group[] = [
  [
    "floor",
    "Golv",
    [
      ["floor-oak", "Ekparkett, mattlackad (standard)", 0],
      ["floor-ash", "Askparkett, vitpigmenterad", 18_000],
      ["floor-stone", "Klinker i hall och kök", 32_000],
    ],
  ],
  [
    "kitchen",
    "Kök",
    [
      ["kitchen-white", "Vita luckor, laminatbänk (standard)", 0],
      ["kitchen-green", "Gröna luckor, kompositbänk", 45_000],
    ],
  ],
  [
    "bathroom",
    "Badrum",
    [
      ["bathroom-tiles", "Vitt kakel (standard)", 0],
      ["bathroom-dark", "Mörkgrått kakel och golvvärme", 24_000],
    ],
  ],
];

export async function seedBooking(db: Database): Promise<number> {
  let count = 0;
  for (const { siteKey, flow } of FLOWS) {
    const [stage] = await rowsOf<{ id: string }>(
      db,
      sql`select s.id from stages s
        where s.site_key = ${siteKey} and s.status_id = ${StageStatus.ids.forSale}
          and (select count(*) from objects o where o.stage_id = s.id and o.status_id = ${ObjectStatus.ids.forSale}) >= ${MIN_FOR_SALE}
        order by s.recommended_rank, s.id limit 1`,
    );
    if (!stage) continue;
    await db.execute(sql`update stages set booking_flow = ${flow} where id = ${stage.id}`);
    count += 1;
    if (flow !== 8) continue;
    let sortOrder = 0;
    for (const [groupId, groupName, options] of SWEDISH_CHOICES) {
      for (const [id, name, price] of options) {
        await db.insert(bookingChoiceOptions).values({
          id,
          stageId: stage.id,
          groupId,
          groupName,
          name,
          price,
          isStandard: price === 0,
          sortOrder: sortOrder++,
        });
      }
    }
  }
  return count;
}
