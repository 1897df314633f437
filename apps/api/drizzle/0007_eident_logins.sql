CREATE TABLE "eident_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"country" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"flow" text NOT NULL,
	"login_type" text NOT NULL,
	"site_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eident_logins_flow" CHECK ("eident_logins"."flow" in ('login', 'loginBoardMember', 'register', 'update')),
	CONSTRAINT "eident_logins_login_type" CHECK ("eident_logins"."login_type" in ('private', 'privateCase', 'boardMember', 'boardMemberCase')),
	CONSTRAINT "eident_logins_country" CHECK ("eident_logins"."country" in ('no', 'fi'))
);
--> statement-breakpoint
ALTER TABLE "eident_logins" ADD CONSTRAINT "eident_logins_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;