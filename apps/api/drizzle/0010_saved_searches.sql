CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_object_id_pk" PRIMARY KEY("saved_search_id","object_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"min_price" integer,
	"max_price" integer,
	"min_rooms" smallint,
	"max_rooms" smallint,
	"min_area" integer,
	"max_area" integer,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"stage_status_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"disposal_form_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"outdoor_area_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"residence_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"viewing" boolean DEFAULT false NOT NULL,
	"inhabit_date" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_text_limits" CHECK (length("saved_searches"."name") <= 50 and length("saved_searches"."query") <= 2048),
	CONSTRAINT "saved_searches_inhabit_date" CHECK ("saved_searches"."inhabit_date" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","site_key","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_key");