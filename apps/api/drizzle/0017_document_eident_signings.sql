CREATE TABLE "document_eident_signings" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"country" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_eident_signings_country" CHECK ("document_eident_signings"."country" in ('no', 'fi'))
);
--> statement-breakpoint
ALTER TABLE "document_signers" DROP CONSTRAINT "document_signers_method";--> statement-breakpoint
ALTER TABLE "document_eident_signings" ADD CONSTRAINT "document_eident_signings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_eident_signings" ADD CONSTRAINT "document_eident_signings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_method" CHECK ("document_signers"."method" is null or "document_signers"."method" in ('bank_id', 'signicat', 'approval'));