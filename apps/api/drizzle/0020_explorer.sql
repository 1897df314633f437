CREATE TABLE "explorer_click_areas" (
	"stage_id" uuid NOT NULL,
	"view_id" text NOT NULL,
	"click_areas" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explorer_click_areas_stage_id_view_id_pk" PRIMARY KEY("stage_id","view_id")
);
--> statement-breakpoint
CREATE TABLE "explorer_linkers" (
	"id" text PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"view_id" text,
	"apartment_number" text
);
--> statement-breakpoint
CREATE TABLE "explorer_panorama_tiles" (
	"panorama_key" text NOT NULL,
	"col" smallint NOT NULL,
	"row" smallint NOT NULL,
	"png" "bytea" NOT NULL,
	CONSTRAINT "explorer_panorama_tiles_panorama_key_col_row_pk" PRIMARY KEY("panorama_key","col","row"),
	CONSTRAINT "explorer_panorama_tiles_position" CHECK ("explorer_panorama_tiles"."col" >= 0 and "explorer_panorama_tiles"."row" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_staff" (
	"user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	CONSTRAINT "project_staff_user_id_stage_id_pk" PRIMARY KEY("user_id","stage_id")
);
--> statement-breakpoint
ALTER TABLE "explorer_click_areas" ADD CONSTRAINT "explorer_click_areas_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_click_areas" ADD CONSTRAINT "explorer_click_areas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explorer_linkers" ADD CONSTRAINT "explorer_linkers_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_staff" ADD CONSTRAINT "project_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_staff" ADD CONSTRAINT "project_staff_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;