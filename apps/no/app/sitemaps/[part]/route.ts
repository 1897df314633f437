import { createSitemapRoutes } from "@housing/site-shell/sitemap";
import { app } from "../../../site";

export const GET = createSitemapRoutes(app).sitemapPart;
