CREATE TABLE "crisis_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"variant" text NOT NULL,
	"heading" text NOT NULL,
	"text" text NOT NULL,
	"read_more" jsonb,
	"is_global" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_banners_variant" CHECK ("crisis_banners"."variant" in ('emergency', 'info'))
);
--> statement-breakpoint
CREATE TABLE "footers" (
	"site_key" text PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"social" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_lists" (
	"site_key" text PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation" (
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "navigation_site_key_kind_pk" PRIMARY KEY("site_key","kind"),
	CONSTRAINT "navigation_kind" CHECK ("navigation"."kind" in ('main', 'career'))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"path" text NOT NULL,
	"path_lower" text NOT NULL,
	"template_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"no_index" boolean DEFAULT false NOT NULL,
	"object_id" text,
	"show_plot_type" boolean DEFAULT false NOT NULL,
	"show_semi_detached_house_type" boolean DEFAULT false NOT NULL,
	"sub_menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_path_shape" CHECK ("pages"."path" like '/%/' or "pages"."path" = '/'),
	CONSTRAINT "pages_template_name_present" CHECK (length("pages"."template_name") > 0)
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"site_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"site_version" text NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code"),
	CONSTRAINT "sites_site_id_unique" UNIQUE("site_id")
);
--> statement-breakpoint
ALTER TABLE "crisis_banners" ADD CONSTRAINT "crisis_banners_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footers" ADD CONSTRAINT "footers_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_lists" ADD CONSTRAINT "language_lists_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation" ADD CONSTRAINT "navigation_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_banners_active_site_idx" ON "crisis_banners" USING btree ("site_key") WHERE "crisis_banners"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_key_path_lower_idx" ON "pages" USING btree ("site_key","path_lower");