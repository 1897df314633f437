CREATE TABLE "site_area_stages" (
	"site_key" text NOT NULL,
	"area_id" uuid NOT NULL,
	"stage_count" integer NOT NULL,
	CONSTRAINT "site_area_stages_site_key_area_id_pk" PRIMARY KEY("site_key","area_id")
);
--> statement-breakpoint
CREATE TABLE "site_object_facets" (
	"site_key" text NOT NULL,
	"facet_key" integer NOT NULL,
	"object_count" integer NOT NULL,
	CONSTRAINT "site_object_facets_site_key_facet_key_pk" PRIMARY KEY("site_key","facet_key")
);
--> statement-breakpoint
CREATE TABLE "site_stage_facets" (
	"site_key" text NOT NULL,
	"facet_key" integer NOT NULL,
	"stage_count" integer NOT NULL,
	"object_count" integer NOT NULL,
	CONSTRAINT "site_stage_facets_site_key_facet_key_pk" PRIMARY KEY("site_key","facet_key")
);
--> statement-breakpoint
-- Keeps site_object_facets in step with the searched homes (catalogue/schema/facet-counts.ts): one
-- grouped upsert per statement on `objects` from its transition tables, so the seed's batches of
-- thousands of rows cost one aggregate each. Keys in order, so concurrent writers lock rows in the
-- same order. TRUNCATE (the seed's reseed) empties the counts with the homes.
CREATE FUNCTION "site_object_facets_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "site_object_facets";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "site_object_facets" AS f ("site_key", "facet_key", "object_count")
      SELECT "site_key", "facet_key", count(*)::int FROM "new_rows" WHERE "is_searched"
      GROUP BY "site_key", "facet_key" ORDER BY "site_key", "facet_key"
      ON CONFLICT ("site_key", "facet_key") DO UPDATE SET "object_count" = f."object_count" + excluded."object_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "site_object_facets" AS f ("site_key", "facet_key", "object_count")
      SELECT "site_key", "facet_key", -count(*)::int FROM "old_rows" WHERE "is_searched"
      GROUP BY "site_key", "facet_key" ORDER BY "site_key", "facet_key"
      ON CONFLICT ("site_key", "facet_key") DO UPDATE SET "object_count" = f."object_count" + excluded."object_count";
  ELSE
    INSERT INTO "site_object_facets" AS f ("site_key", "facet_key", "object_count")
      SELECT "site_key", "facet_key", sum("change")::int FROM (
        SELECT "site_key", "facet_key", 1 AS "change" FROM "new_rows" WHERE "is_searched"
        UNION ALL
        SELECT "site_key", "facet_key", -1 AS "change" FROM "old_rows" WHERE "is_searched"
      ) AS "changes"
      GROUP BY "site_key", "facet_key" HAVING sum("change") <> 0 ORDER BY "site_key", "facet_key"
      ON CONFLICT ("site_key", "facet_key") DO UPDATE SET "object_count" = f."object_count" + excluded."object_count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "objects_site_facets_insert" AFTER INSERT ON "objects" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_object_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "objects_site_facets_update" AFTER UPDATE ON "objects" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_object_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "objects_site_facets_delete" AFTER DELETE ON "objects" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_object_facets_apply"();
--> statement-breakpoint
CREATE TRIGGER "objects_site_facets_truncate" AFTER TRUNCATE ON "objects"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_object_facets_apply"();
--> statement-breakpoint
INSERT INTO "site_object_facets" ("site_key", "facet_key", "object_count")
  SELECT "site_key", "facet_key", count(*)::int FROM "objects" WHERE "is_searched" GROUP BY "site_key", "facet_key";
--> statement-breakpoint
-- The tag search indexes cover what a tag search's facets read (catalogue/schema/objects.ts,
-- search/service/filter-sql.ts objectWhereParts): each part of a filter with tags is an
-- index-only scan of one of them instead of a bitmap heap scan of every matched home.
DROP INDEX "objects_search_county_idx";
--> statement-breakpoint
CREATE INDEX "objects_search_county_idx" ON "objects" USING btree ("site_key","county_tag_id","search_price") INCLUDE ("rooms","living_area","facet_key") WHERE "objects"."is_searched";
--> statement-breakpoint
DROP INDEX "objects_search_municipality_idx";
--> statement-breakpoint
CREATE INDEX "objects_search_municipality_idx" ON "objects" USING btree ("site_key","municipality_tag_id","search_price") INCLUDE ("county_tag_id","rooms","living_area","facet_key") WHERE "objects"."is_searched";
--> statement-breakpoint
DROP INDEX "objects_search_area_tag_idx";
--> statement-breakpoint
CREATE INDEX "objects_search_area_tag_idx" ON "objects" USING btree ("site_key","area_tag_id","search_price") INCLUDE ("county_tag_id","municipality_tag_id","rooms","living_area","facet_key") WHERE "objects"."is_searched";
--> statement-breakpoint
-- The same for the listed stages (site_stage_facets, site_area_stages): a stage counts while it
-- has searched homes (refreshStage keeps searched_object_count), with those homes.
CREATE FUNCTION "site_stage_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changes" text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "site_stage_facets";
    DELETE FROM "site_area_stages";
    RETURN NULL;
  END IF;
  -- The statement's rows as changes of the counts: the listed stages it adds, and (negated) those it removes.
  "changes" := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT "site_key", "facet_key", "area_id", 1 AS "stages", "searched_object_count" AS "homes"
      FROM "new_rows" WHERE "searched_object_count" > 0' END,
    CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT "site_key", "facet_key", "area_id", -1 AS "stages", -"searched_object_count" AS "homes"
      FROM "old_rows" WHERE "searched_object_count" > 0' END);
  EXECUTE 'WITH "changes" AS (' || "changes" || '), "facets" AS (
      INSERT INTO "site_stage_facets" AS f ("site_key", "facet_key", "stage_count", "object_count")
      SELECT "site_key", "facet_key", sum("stages")::int, sum("homes")::int FROM "changes"
      GROUP BY "site_key", "facet_key" HAVING sum("stages") <> 0 OR sum("homes") <> 0 ORDER BY "site_key", "facet_key"
      ON CONFLICT ("site_key", "facet_key") DO UPDATE SET "stage_count" = f."stage_count" + excluded."stage_count",
        "object_count" = f."object_count" + excluded."object_count")
    INSERT INTO "site_area_stages" AS a ("site_key", "area_id", "stage_count")
    SELECT "site_key", "area_id", sum("stages")::int FROM "changes" WHERE "area_id" IS NOT NULL
    GROUP BY "site_key", "area_id" HAVING sum("stages") <> 0 ORDER BY "site_key", "area_id"
    ON CONFLICT ("site_key", "area_id") DO UPDATE SET "stage_count" = a."stage_count" + excluded."stage_count"';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stages_site_counts_insert" AFTER INSERT ON "stages" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_stage_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "stages_site_counts_update" AFTER UPDATE ON "stages" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_stage_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "stages_site_counts_delete" AFTER DELETE ON "stages" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_stage_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "stages_site_counts_truncate" AFTER TRUNCATE ON "stages"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_stage_counts_apply"();
--> statement-breakpoint
INSERT INTO "site_stage_facets" ("site_key", "facet_key", "stage_count", "object_count")
  SELECT "site_key", "facet_key", count(*)::int, sum("searched_object_count")::int FROM "stages"
  WHERE "searched_object_count" > 0 GROUP BY "site_key", "facet_key";
--> statement-breakpoint
INSERT INTO "site_area_stages" ("site_key", "area_id", "stage_count")
  SELECT "site_key", "area_id", count(*)::int FROM "stages"
  WHERE "searched_object_count" > 0 AND "area_id" IS NOT NULL GROUP BY "site_key", "area_id";
