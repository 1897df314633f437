-- The documents of the bookings (spec section 3, Document status), the buyers each waits for, and their BankID sign orders.
CREATE TABLE "document_sign_orders" (
	"session_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_sign_orders_status" CHECK ("document_sign_orders"."status" in ('pending', 'complete', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "document_signers" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"security_number" text,
	"signed_at" timestamp with time zone,
	"method" text,
	"signed_sha256" text,
	"notification_id" uuid,
	CONSTRAINT "document_signers_document_id_user_id_pk" PRIMARY KEY("document_id","user_id"),
	CONSTRAINT "document_signers_method" CHECK ("document_signers"."method" is null or "document_signers"."method" in ('bank_id', 'approval'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "documents_kind" CHECK ("documents"."kind" in ('purchaseContract', 'interiorChoices', 'handoverProtocol')),
	CONSTRAINT "documents_status" CHECK ("documents"."status" in ('pending', 'done')),
	CONSTRAINT "documents_text_limits" CHECK (length("documents"."name") <= 100 and length("documents"."title") <= 200)
);
--> statement-breakpoint
ALTER TABLE "document_sign_orders" ADD CONSTRAINT "document_sign_orders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sign_orders" ADD CONSTRAINT "document_sign_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signers" ADD CONSTRAINT "document_signers_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_signers_user_idx" ON "document_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_booking_idx" ON "documents" USING btree ("booking_id");