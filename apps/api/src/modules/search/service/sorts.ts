import { sql, type SQL } from "drizzle-orm";
import type { ResidenceSort } from "@housing/contracts";

/*
 * ORDER BY clauses of the residence sorts (spec section 3). Every order ends with the id, so
 * equal keys never swap between pages. Price sorts read the debt-free total price in Finland:
 * `search_price` on objects, the total-price columns (null outside Finland) on stages. The
 * descending price sort reads the max price, as the spec's "min and max price" says.
 */

export function objectOrder(sort: ResidenceSort): SQL {
  switch (sort) {
    case "price:asc":
      return sql`o.search_price asc, o.id asc`;
    case "price:desc":
      return sql`o.search_price desc, o.id asc`;
    case "livingArea:asc":
      return sql`o.living_area asc, o.id asc`;
    case "livingArea:desc":
      return sql`o.living_area desc, o.id asc`;
    case "inhabitDateTimeStamp:asc":
      return sql`o.inhabit_date asc nulls last, o.id asc`;
    case "inhabitDateTimeStamp:desc":
      return sql`o.inhabit_date desc nulls last, o.id asc`;
    case "recommended":
      return sql`o.recommended_rank asc, o.id asc`;
  }
}

export function stageOrder(sort: ResidenceSort): SQL {
  switch (sort) {
    case "price:asc":
      return sql`coalesce(s.min_total_price, s.min_price) asc nulls last, s.id asc`;
    case "price:desc":
      return sql`coalesce(s.max_total_price, s.max_price) desc nulls last, s.id asc`;
    case "livingArea:asc":
      return sql`s.min_living_area asc nulls last, s.id asc`;
    case "livingArea:desc":
      return sql`s.max_living_area desc nulls last, s.id asc`;
    case "inhabitDateTimeStamp:asc":
      return sql`s.inhabit_date asc nulls last, s.id asc`;
    case "inhabitDateTimeStamp:desc":
      return sql`s.inhabit_date desc nulls last, s.id asc`;
    case "recommended":
      return sql`s.recommended_rank asc, s.id asc`;
  }
}
