-- The stages a search can show (site, then the recommended order) with what the stage searches
-- count and group by. Every stage query of the residence search filters on the site and
-- `searched_object_count > 0`, so with the default filters the map's facets, home count and
-- areas, and the ids of a page in the default order, are index-only scans instead of reading
-- every stage row of the table (src/search/residence.ts, facets.ts).
CREATE INDEX "stages_search_idx" ON "stages" USING btree ("site_key","recommended_rank","id") INCLUDE ("facet_key","area_id","searched_object_count") WHERE "stages"."searched_object_count" > 0;
