-- Anonymous interest (signup_service/interest/anonymous): a visitor asks to be contacted
-- about a stage or one of its homes. No foreign keys to the catalogue: the seed replaces
-- stages and homes wholesale, and a stored request must outlive that.
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"accepted_terms" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_terms_accepted" CHECK ("interests"."accepted_terms"),
	CONSTRAINT "interests_text_limits" CHECK (length("interests"."first_name") <= 50 and length("interests"."last_name") <= 50 and length("interests"."email") <= 250 and coalesce(length("interests"."message"), 0) <= 500 and coalesce(length("interests"."phone"), 0) <= 20)
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interests_stage_idx" ON "interests" USING btree ("stage_id","created_at");--> statement-breakpoint
CREATE INDEX "interests_email_idx" ON "interests" USING btree ("email");
