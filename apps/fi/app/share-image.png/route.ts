import { createShareCardRoute } from "@housing/site-shell/share-card";
import { app } from "../../site";

export const GET = createShareCardRoute(app);
