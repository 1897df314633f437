CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"area_tag_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"short_description" text NOT NULL,
	"search_image_url" text NOT NULL,
	"stage_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"alt" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"seed" integer NOT NULL,
	"variant" smallint NOT NULL,
	CONSTRAINT "images_kind" CHECK ("images"."kind" in ('facade', 'plan', 'aerial')),
	CONSTRAINT "images_owner_type" CHECK ("images"."owner_type" in ('area', 'stage', 'object', 'premises', 'rental_project', 'succession_object')),
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"object_number" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status_id" uuid NOT NULL,
	"is_searched" boolean GENERATED ALWAYS AS ("status_id" in ('75d4d939-11ff-5be3-9392-ea459589934e', 'bcb2a7b2-cb36-5a33-b0f7-0c5032eed5d6', 'dece06c5-58bf-5a59-8e3c-b6b038438fa0')) STORED NOT NULL,
	"stage_status_id" uuid NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"area_tag_id" uuid,
	"residence_type_id" uuid NOT NULL,
	"disposal_form_id" uuid NOT NULL,
	"concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rooms" smallint NOT NULL,
	"min_rooms" smallint NOT NULL,
	"max_rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"floor" smallint,
	"price" integer NOT NULL,
	"debt_share" integer,
	"total_price" integer,
	"search_price" integer GENERATED ALWAYS AS (coalesce("total_price", "price")) STORED NOT NULL,
	"monthly_fee" integer,
	"outdoor_area_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"outdoor_directions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"parking_id" uuid NOT NULL,
	"plot_kind" smallint,
	"inhabit_date" date,
	"inhabit_label" text NOT NULL,
	"vip_start" timestamp with time zone,
	"vip_end" timestamp with time zone,
	"has_showing" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"short_description" text NOT NULL,
	"search_image_url" text NOT NULL,
	"recommended_rank" integer NOT NULL,
	CONSTRAINT "objects_rooms_range" CHECK ("objects"."min_rooms" <= "objects"."rooms" and "objects"."rooms" <= "objects"."max_rooms"),
	CONSTRAINT "objects_total_price" CHECK ("objects"."total_price" is null or "objects"."total_price" >= "objects"."price"),
	CONSTRAINT "objects_plot_kind" CHECK ("objects"."plot_kind" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "premises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"stage_id" uuid,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"type_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"area_size" double precision NOT NULL,
	"monthly_rent" integer,
	"available_from" date,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"area_tag_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"short_description" text NOT NULL,
	"search_image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status_id" uuid NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"area_tag_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"min_rent" integer NOT NULL,
	"max_rent" integer NOT NULL,
	"min_rooms" smallint NOT NULL,
	"max_rooms" smallint NOT NULL,
	"min_living_area" double precision NOT NULL,
	"max_living_area" double precision NOT NULL,
	"apartment_count" integer NOT NULL,
	"available_count" integer NOT NULL,
	"inhabit_date" date,
	"short_description" text NOT NULL,
	"search_image_url" text NOT NULL,
	CONSTRAINT "rental_projects_rent_range" CHECK ("rental_projects"."min_rent" <= "rental_projects"."max_rent")
);
--> statement-breakpoint
CREATE TABLE "search_tag_sites" (
	"site_key" text NOT NULL,
	"tag_id" uuid NOT NULL,
	"stage_count" integer NOT NULL,
	"object_count" integer NOT NULL,
	"relevance" integer NOT NULL,
	CONSTRAINT "search_tag_sites_site_key_tag_id_pk" PRIMARY KEY("site_key","tag_id")
);
--> statement-breakpoint
CREATE TABLE "search_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"url" text NOT NULL,
	"parent_id" uuid,
	"has_rental" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "search_tags_country" CHECK ("search_tags"."country" in ('se', 'no', 'fi')),
	CONSTRAINT "search_tags_type" CHECK ("search_tags"."type" in ('county', 'municipality', 'area')),
	CONSTRAINT "search_tags_parent_shape" CHECK (("search_tags"."type" = 'county') = ("search_tags"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "showings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showings_order" CHECK ("showings"."starts_at" < "showings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "staff_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"role" smallint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "staff_contacts_role" CHECK ("staff_contacts"."role" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"area_id" uuid,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"status_id" uuid NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"area_tag_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"min_total_price" integer,
	"max_total_price" integer,
	"min_rooms" smallint,
	"max_rooms" smallint,
	"min_living_area" double precision,
	"max_living_area" double precision,
	"inhabit_date" date,
	"inhabit_label" text NOT NULL,
	"vip_start" timestamp with time zone,
	"vip_end" timestamp with time zone,
	"concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"residence_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"disposal_form_id" uuid NOT NULL,
	"has_showing" boolean DEFAULT false NOT NULL,
	"project_type" smallint NOT NULL,
	"lifecycle" smallint NOT NULL,
	"construction_phase" smallint NOT NULL,
	"plot_kind" smallint,
	"short_description" text NOT NULL,
	"search_image_url" text NOT NULL,
	"object_count" integer NOT NULL,
	"searched_object_count" integer NOT NULL,
	"sold_object_count" integer NOT NULL,
	"recommended_rank" integer NOT NULL,
	CONSTRAINT "stages_project_type" CHECK ("stages"."project_type" between 1 and 10),
	CONSTRAINT "stages_lifecycle" CHECK ("stages"."lifecycle" between 0 and 10),
	CONSTRAINT "stages_construction_phase" CHECK ("stages"."construction_phase" between 1 and 5),
	CONSTRAINT "stages_plot_kind" CHECK ("stages"."plot_kind" between 1 and 3),
	CONSTRAINT "stages_vip_window" CHECK ("stages"."vip_end" is null or "stages"."vip_start" < "stages"."vip_end")
);
--> statement-breakpoint
CREATE TABLE "succession_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"status_id" uuid NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"municipality_tag_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text NOT NULL,
	"price" integer NOT NULL,
	"monthly_fee" integer,
	"rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"image_url" text NOT NULL,
	"url" text NOT NULL,
	"broker_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"source_id" uuid,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case "language" when 'swedish' then 'swedish'::regconfig when 'norwegian' then 'norwegian'::regconfig when 'finnish' then 'finnish'::regconfig when 'english' then 'english'::regconfig end), "title"), 'A') || setweight(to_tsvector((case "language" when 'swedish' then 'swedish'::regconfig when 'norwegian' then 'norwegian'::regconfig when 'finnish' then 'finnish'::regconfig when 'english' then 'english'::regconfig end), "body"), 'B')) STORED NOT NULL,
	CONSTRAINT "text_documents_language" CHECK ("text_documents"."language" in ('swedish', 'norwegian', 'finnish', 'english')),
	CONSTRAINT "text_documents_category" CHECK ("text_documents"."category" in ('career', 'content', 'news', 'residencial'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"site_key" text NOT NULL,
	"stage_id" uuid NOT NULL,
	"county_tag_id" uuid NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"navigation_type" text NOT NULL,
	"rating" text NOT NULL,
	"path" text NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_rating" CHECK ("web_vitals"."rating" in ('good', 'needs-improvement', 'poor'))
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_county_tag_id_search_tags_id_fk" FOREIGN KEY ("county_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_municipality_tag_id_search_tags_id_fk" FOREIGN KEY ("municipality_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_area_tag_id_search_tags_id_fk" FOREIGN KEY ("area_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_projects" ADD CONSTRAINT "rental_projects_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_projects" ADD CONSTRAINT "rental_projects_county_tag_id_search_tags_id_fk" FOREIGN KEY ("county_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_projects" ADD CONSTRAINT "rental_projects_municipality_tag_id_search_tags_id_fk" FOREIGN KEY ("municipality_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_projects" ADD CONSTRAINT "rental_projects_area_tag_id_search_tags_id_fk" FOREIGN KEY ("area_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tag_sites" ADD CONSTRAINT "search_tag_sites_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tag_sites" ADD CONSTRAINT "search_tag_sites_tag_id_search_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."search_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tags" ADD CONSTRAINT "search_tags_parent_id_search_tags_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contacts" ADD CONSTRAINT "staff_contacts_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_county_tag_id_search_tags_id_fk" FOREIGN KEY ("county_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_municipality_tag_id_search_tags_id_fk" FOREIGN KEY ("municipality_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_area_tag_id_search_tags_id_fk" FOREIGN KEY ("area_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "succession_objects" ADD CONSTRAINT "succession_objects_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "succession_objects" ADD CONSTRAINT "succession_objects_county_tag_id_search_tags_id_fk" FOREIGN KEY ("county_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "succession_objects" ADD CONSTRAINT "succession_objects_municipality_tag_id_search_tags_id_fk" FOREIGN KEY ("municipality_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_documents" ADD CONSTRAINT "text_documents_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_county_tag_id_search_tags_id_fk" FOREIGN KEY ("county_tag_id") REFERENCES "public"."search_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_site_key_url_idx" ON "areas" USING btree ("site_key","url");--> statement-breakpoint
CREATE INDEX "areas_site_county_idx" ON "areas" USING btree ("site_key","county_tag_id");--> statement-breakpoint
CREATE INDEX "areas_site_municipality_idx" ON "areas" USING btree ("site_key","municipality_tag_id");--> statement-breakpoint
CREATE INDEX "experiment_events_code_idx" ON "experiment_events" USING btree ("code","created_at");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_type","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "objects_stage_number_idx" ON "objects" USING btree ("stage_id","object_number");--> statement-breakpoint
CREATE INDEX "objects_site_status_idx" ON "objects" USING btree ("site_key","status_id");--> statement-breakpoint
CREATE INDEX "objects_search_price_idx" ON "objects" USING btree ("site_key","search_price") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_county_idx" ON "objects" USING btree ("site_key","county_tag_id","search_price") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_municipality_idx" ON "objects" USING btree ("site_key","municipality_tag_id","search_price") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_area_tag_idx" ON "objects" USING btree ("site_key","area_tag_id","search_price") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_living_area_idx" ON "objects" USING btree ("site_key","living_area") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_inhabit_date_idx" ON "objects" USING btree ("site_key","inhabit_date") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_rank_idx" ON "objects" USING btree ("site_key","recommended_rank") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_concepts_idx" ON "objects" USING gin ("concept_ids") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "objects_search_outdoor_areas_idx" ON "objects" USING gin ("outdoor_area_ids") WHERE "objects"."is_searched";--> statement-breakpoint
CREATE INDEX "premises_site_status_area_idx" ON "premises" USING btree ("site_key","status_id","area_size");--> statement-breakpoint
CREATE INDEX "premises_site_municipality_idx" ON "premises" USING btree ("site_key","municipality_tag_id");--> statement-breakpoint
CREATE INDEX "premises_site_county_idx" ON "premises" USING btree ("site_key","county_tag_id");--> statement-breakpoint
CREATE INDEX "rental_projects_site_county_idx" ON "rental_projects" USING btree ("site_key","county_tag_id");--> statement-breakpoint
CREATE INDEX "rental_projects_site_municipality_idx" ON "rental_projects" USING btree ("site_key","municipality_tag_id");--> statement-breakpoint
CREATE INDEX "search_tag_sites_tag_idx" ON "search_tag_sites" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "search_tag_sites_relevance_idx" ON "search_tag_sites" USING btree ("site_key","relevance" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_tags_country_url_idx" ON "search_tags" USING btree ("country","url");--> statement-breakpoint
CREATE INDEX "search_tags_search_name_prefix_idx" ON "search_tags" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_tags_parent_idx" ON "search_tags" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "showings_stage_idx" ON "showings" USING btree ("stage_id","starts_at");--> statement-breakpoint
CREATE INDEX "showings_object_idx" ON "showings" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "staff_contacts_stage_idx" ON "staff_contacts" USING btree ("stage_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "stages_site_key_url_idx" ON "stages" USING btree ("site_key","url");--> statement-breakpoint
CREATE INDEX "stages_site_status_idx" ON "stages" USING btree ("site_key","status_id");--> statement-breakpoint
CREATE INDEX "stages_site_county_idx" ON "stages" USING btree ("site_key","county_tag_id");--> statement-breakpoint
CREATE INDEX "stages_site_municipality_idx" ON "stages" USING btree ("site_key","municipality_tag_id");--> statement-breakpoint
CREATE INDEX "stages_site_area_tag_idx" ON "stages" USING btree ("site_key","area_tag_id");--> statement-breakpoint
CREATE INDEX "stages_site_min_price_idx" ON "stages" USING btree ("site_key","min_price");--> statement-breakpoint
CREATE INDEX "stages_site_inhabit_date_idx" ON "stages" USING btree ("site_key","inhabit_date");--> statement-breakpoint
CREATE INDEX "stages_site_geo_idx" ON "stages" USING btree ("site_key","lat","lng");--> statement-breakpoint
CREATE INDEX "stages_area_idx" ON "stages" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "stages_concepts_idx" ON "stages" USING gin ("concept_ids");--> statement-breakpoint
CREATE INDEX "stages_residence_types_idx" ON "stages" USING gin ("residence_type_ids");--> statement-breakpoint
CREATE INDEX "succession_objects_site_status_municipality_idx" ON "succession_objects" USING btree ("site_key","status_id","municipality_tag_id");--> statement-breakpoint
CREATE INDEX "succession_objects_site_geo_idx" ON "succession_objects" USING btree ("site_key","lat","lng");--> statement-breakpoint
CREATE INDEX "text_documents_search_idx" ON "text_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "text_documents_site_category_idx" ON "text_documents" USING btree ("site_key","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visits_visitor_site_idx" ON "visits" USING btree ("visitor_id","site_key","visited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visits_county_idx" ON "visits" USING btree ("county_tag_id","visited_at");--> statement-breakpoint
CREATE INDEX "web_vitals_name_idx" ON "web_vitals" USING btree ("name","created_at");