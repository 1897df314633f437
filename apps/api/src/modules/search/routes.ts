import { Hono } from "hono";
import type { AppDependencies } from "../../core/dependencies";
import { byIdsRoutes } from "./routes/by-ids";
import { premisesRoutes } from "./routes/premises";
import { residenceSearchRoutes } from "./routes/residence";
import { successionRoutes } from "./routes/succession";
import { tagRoutes } from "./routes/tags";
import { textSearchRoutes } from "./routes/text-search";

/** Every search call of spec section 7: residences, tags, known ids, premises, succession, text. */
export function searchRoutes(deps: AppDependencies): Hono {
  return new Hono()
    .route("/", residenceSearchRoutes(deps))
    .route("/", tagRoutes(deps))
    .route("/", byIdsRoutes(deps))
    .route("/", premisesRoutes(deps))
    .route("/", successionRoutes(deps))
    .route("/", textSearchRoutes(deps));
}
