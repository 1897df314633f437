CREATE TABLE "showing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"showing_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"people" smallint NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "showing_bookings_status" CHECK ("showing_bookings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "showing_bookings_people" CHECK ("showing_bookings"."people" between 1 and 6),
	CONSTRAINT "showing_bookings_text_limits" CHECK (length("showing_bookings"."first_name") <= 50 and length("showing_bookings"."last_name") <= 50 and length("showing_bookings"."email") <= 250 and length("showing_bookings"."phone") <= 20)
);
--> statement-breakpoint
CREATE TABLE "showing_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showing_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"people" smallint NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showing_checkins_people" CHECK ("showing_checkins"."people" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "showing_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"showing_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" smallint NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "showing_slots_order" CHECK ("showing_slots"."starts_at" < "showing_slots"."ends_at"),
	CONSTRAINT "showing_slots_places" CHECK ("showing_slots"."taken" >= 0 and "showing_slots"."taken" <= "showing_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "showing_staff" (
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	CONSTRAINT "showing_staff_user_id_site_key_pk" PRIMARY KEY("user_id","site_key")
);
--> statement-breakpoint
ALTER TABLE "showings" ADD COLUMN "kind" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "showings" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "showing_bookings" ADD CONSTRAINT "showing_bookings_slot_id_showing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."showing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_bookings" ADD CONSTRAINT "showing_bookings_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_bookings" ADD CONSTRAINT "showing_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_checkins" ADD CONSTRAINT "showing_checkins_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_checkins" ADD CONSTRAINT "showing_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_checkins" ADD CONSTRAINT "showing_checkins_booking_id_showing_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."showing_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_staff" ADD CONSTRAINT "showing_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_staff" ADD CONSTRAINT "showing_staff_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "showing_bookings_token_unique" ON "showing_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "showing_bookings_email_unique" ON "showing_bookings" USING btree ("showing_id",lower("email")) WHERE "showing_bookings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "showing_bookings_user_unique" ON "showing_bookings" USING btree ("showing_id","user_id") WHERE "showing_bookings"."status" = 'booked' and "showing_bookings"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "showing_bookings_user_idx" ON "showing_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "showing_bookings_slot_idx" ON "showing_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "showing_checkins_showing_idx" ON "showing_checkins" USING btree ("showing_id","checked_in_at");--> statement-breakpoint
CREATE INDEX "showing_checkins_user_idx" ON "showing_checkins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "showing_slots_showing_idx" ON "showing_slots" USING btree ("showing_id","starts_at");--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_kind" CHECK ("showings"."kind" in ('public', 'vip'));