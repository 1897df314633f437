CREATE TABLE "chat_index_states" (
	"site_key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((case "language" when 'swedish' then 'swedish'::regconfig when 'norwegian' then 'norwegian'::regconfig when 'finnish' then 'finnish'::regconfig when 'english' then 'english'::regconfig end), "heading"), 'A') || setweight(to_tsvector((case "language" when 'swedish' then 'swedish'::regconfig when 'norwegian' then 'norwegian'::regconfig when 'finnish' then 'finnish'::regconfig when 'english' then 'english'::regconfig end), "body"), 'B')) STORED NOT NULL,
	CONSTRAINT "chat_passages_language" CHECK ("chat_passages"."language" in ('swedish', 'norwegian', 'finnish', 'english')),
	CONSTRAINT "chat_passages_kind" CHECK ("chat_passages"."kind" in ('page', 'faq', 'news', 'job', 'stage', 'premises'))
);
--> statement-breakpoint
CREATE TABLE "chat_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_index_states" ADD CONSTRAINT "chat_index_states_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_passages" ADD CONSTRAINT "chat_passages_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_passages_search_idx" ON "chat_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "chat_passages_site_idx" ON "chat_passages" USING btree ("site_key");--> statement-breakpoint
CREATE INDEX "chat_questions_client_idx" ON "chat_questions" USING btree ("client_key","created_at");