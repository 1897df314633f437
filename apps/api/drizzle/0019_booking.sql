CREATE TABLE "booking_choice_options" (
	"id" text NOT NULL,
	"stage_id" uuid NOT NULL,
	"group_id" text NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "booking_choice_options_stage_id_id_pk" PRIMARY KEY("stage_id","id"),
	CONSTRAINT "booking_choice_options_price" CHECK ("booking_choice_options"."price" >= 0 and (not "booking_choice_options"."is_standard" or "booking_choice_options"."price" = 0))
);
--> statement-breakpoint
CREATE TABLE "booking_eident_signings" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"country" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"booking_flow_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_eident_signings_country" CHECK ("booking_eident_signings"."country" in ('no', 'fi'))
);
--> statement-breakpoint
CREATE TABLE "booking_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"flow" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"co_buyer_user_id" uuid,
	"total_price" integer,
	"fee_minor" integer,
	"payment_id" uuid,
	"terms" jsonb,
	"expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"sign_method" text,
	"signed_sha256" text,
	"booked_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_flows_status" CHECK ("booking_flows"."status" in ('pending', 'reserved', 'signed', 'booked', 'expired', 'cancelled', 'rejected')),
	CONSTRAINT "booking_flows_flow" CHECK ("booking_flows"."flow" in (5, 6, 8)),
	CONSTRAINT "booking_flows_sign_method" CHECK ("booking_flows"."sign_method" is null or "booking_flows"."sign_method" in ('bank_id', 'signicat'))
);
--> statement-breakpoint
CREATE TABLE "booking_sign_orders" (
	"session_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"booking_flow_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "booking_sign_orders_status" CHECK ("booking_sign_orders"."status" in ('pending', 'complete', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "booking_flow" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'VipFee' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_flow_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_choice_options" ADD CONSTRAINT "booking_choice_options_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_eident_signings" ADD CONSTRAINT "booking_eident_signings_booking_flow_id_booking_flows_id_fk" FOREIGN KEY ("booking_flow_id") REFERENCES "public"."booking_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_eident_signings" ADD CONSTRAINT "booking_eident_signings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_object_id_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flows" ADD CONSTRAINT "booking_flows_co_buyer_user_id_users_id_fk" FOREIGN KEY ("co_buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sign_orders" ADD CONSTRAINT "booking_sign_orders_booking_flow_id_booking_flows_id_fk" FOREIGN KEY ("booking_flow_id") REFERENCES "public"."booking_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sign_orders" ADD CONSTRAINT "booking_sign_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_flows_one_running_per_user" ON "booking_flows" USING btree ("user_id") WHERE "booking_flows"."status" in ('pending', 'reserved', 'signed');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_flows_one_holding" ON "booking_flows" USING btree ("object_id") WHERE "booking_flows"."status" in ('reserved', 'signed');--> statement-breakpoint
CREATE INDEX "booking_flows_expiry_idx" ON "booking_flows" USING btree ("expires_at") WHERE "booking_flows"."status" in ('reserved', 'signed');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_flow_idx" ON "payments" USING btree ("booking_flow_id");--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_booking_flow" CHECK ("stages"."booking_flow" is null or "stages"."booking_flow" in (5, 6, 8));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('VipFee', 'BookingFee'));