CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"notification_type" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"errand_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "notifications_type" CHECK ("notifications"."notification_type" in ('VipPayment', 'DocumentSigning', 'Case')),
	CONSTRAINT "notifications_text_limits" CHECK (length("notifications"."name") <= 200 and coalesce(length("notifications"."subject"), 0) <= 200 and coalesce(length("notifications"."errand_id"), 0) <= 100)
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"site_key" text PRIMARY KEY NOT NULL,
	"phone" text,
	"email" text,
	"opening_hours" text
);
--> statement-breakpoint
CREATE TABLE "management_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"role" smallint NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"phone" text,
	"email" text,
	CONSTRAINT "management_contacts_role" CHECK ("management_contacts"."role" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "my_pages_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"image_url" text
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_succession" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "is_succession" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_errands" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_object_id" uuid;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service" ADD CONSTRAINT "customer_service_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_contacts" ADD CONSTRAINT "management_contacts_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_pages_news" ADD CONSTRAINT "my_pages_news_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_entry_unique" ON "favourites" USING btree ("user_id","stage_id",coalesce("object_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "user_interests_user_entry_unique" ON "user_interests" USING btree ("user_id","stage_id",coalesce("object_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "user_interests_stage_idx" ON "user_interests" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "notifications_user_site_idx" ON "notifications" USING btree ("user_id","site_key","created_at");--> statement-breakpoint
CREATE INDEX "management_contacts_site_idx" ON "management_contacts" USING btree ("site_key","role");--> statement-breakpoint
CREATE UNIQUE INDEX "my_pages_news_site_slug_unique" ON "my_pages_news" USING btree ("site_key","slug");--> statement-breakpoint
CREATE INDEX "my_pages_news_site_published_idx" ON "my_pages_news" USING btree ("site_key","published_on");