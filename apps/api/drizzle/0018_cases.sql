CREATE SEQUENCE "public"."case_ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"building_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"address" text NOT NULL,
	"government_object_id" text NOT NULL,
	"building_part_id" text NOT NULL,
	"building_part_name" text NOT NULL,
	"object_type_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"faq_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_association_accounts" (
	"association_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"control_point_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_attachments_owner" CHECK (("case_attachments"."case_id" is null) <> ("case_attachments"."control_point_id" is null)),
	CONSTRAINT "case_attachments_size" CHECK ("case_attachments"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "case_buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"building_id" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"rental_building" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_control_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"status_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_faq_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"service_lines" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" text NOT NULL,
	"property_number" text NOT NULL,
	"name" text NOT NULL,
	"association_id" uuid
);
--> statement-breakpoint
CREATE TABLE "case_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid,
	"property_id" uuid,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"faq_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_rooms_owner" CHECK (("case_rooms"."agreement_id" is null) <> ("case_rooms"."property_id" is null))
);
--> statement-breakpoint
CREATE TABLE "case_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"association_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"round_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" bigint DEFAULT nextval('case_ticket_number_seq') NOT NULL,
	"site_key" text NOT NULL,
	"reporter_user_id" uuid,
	"role" text NOT NULL,
	"case_type_name" text NOT NULL,
	"association_id" uuid,
	"agreement_id" uuid,
	"property_id" uuid,
	"building_id" uuid,
	"area" integer NOT NULL,
	"room_id" uuid,
	"asset_id" uuid,
	"problem_area" text NOT NULL,
	"problem_area_details" text,
	"description" text NOT NULL,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_phone" text,
	"send_copy" boolean DEFAULT true NOT NULL,
	"pets" boolean,
	"pets_detail" text,
	"keys" boolean,
	"other_address" text,
	"other_zip_code" text,
	"other_city" text,
	"other_government_object_id" text,
	"compound_name" text,
	"compound_number" text,
	"status_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_ticket_number_unique" UNIQUE("ticket_number"),
	CONSTRAINT "cases_role" CHECK ("cases"."role" in ('resident', 'boardManaged', 'boardUnmanaged')),
	CONSTRAINT "cases_area" CHECK ("cases"."area" in (899310001, 899310002)),
	CONSTRAINT "cases_description_limit" CHECK (length("cases"."description") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "case_agreements" ADD CONSTRAINT "case_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_agreements" ADD CONSTRAINT "case_agreements_building_id_case_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."case_buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_agreements" ADD CONSTRAINT "case_agreements_property_id_case_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."case_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_assets" ADD CONSTRAINT "case_assets_room_id_case_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."case_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_association_accounts" ADD CONSTRAINT "case_association_accounts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_control_point_id_case_control_points_id_fk" FOREIGN KEY ("control_point_id") REFERENCES "public"."case_control_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_buildings" ADD CONSTRAINT "case_buildings_property_id_case_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."case_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_control_points" ADD CONSTRAINT "case_control_points_round_id_case_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."case_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_properties" ADD CONSTRAINT "case_properties_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_rooms" ADD CONSTRAINT "case_rooms_agreement_id_case_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."case_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_rooms" ADD CONSTRAINT "case_rooms_property_id_case_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."case_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_rounds" ADD CONSTRAINT "case_rounds_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_rounds" ADD CONSTRAINT "case_rounds_property_id_case_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."case_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_agreement_id_case_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."case_agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_property_id_case_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."case_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_building_id_case_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."case_buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_room_id_case_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."case_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_asset_id_case_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."case_assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_agreements_user_idx" ON "case_agreements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_agreements_property_idx" ON "case_agreements" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "case_assets_room_idx" ON "case_assets" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_attachments_control_point_idx" ON "case_attachments" USING btree ("control_point_id");--> statement-breakpoint
CREATE INDEX "case_buildings_property_idx" ON "case_buildings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "case_control_points_round_idx" ON "case_control_points" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "case_rooms_agreement_idx" ON "case_rooms" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "case_rooms_property_idx" ON "case_rooms" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "case_rounds_association_idx" ON "case_rounds" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "cases_reporter_idx" ON "cases" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_association_idx" ON "cases" USING btree ("association_id","created_at");