CREATE TABLE "payment_requests" (
	"instruction_id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"token" text,
	"payment_reference" text,
	"error_code" text,
	"error_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_status" CHECK ("payment_requests"."status" in ('NEW', 'SENDING', 'CREATED', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED')),
	CONSTRAINT "payment_requests_instruction_id" CHECK ("payment_requests"."instruction_id" ~ '^[0-9A-F]{32}$'),
	CONSTRAINT "payment_requests_text_limits" CHECK (coalesce(length("payment_requests"."error_message"), 0) <= 500 and coalesce(length("payment_requests"."error_code"), 0) <= 50)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_minor" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_requests_payment_idx" ON "payment_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_one_open" ON "payment_requests" USING btree ("payment_id") WHERE "payment_requests"."status" in ('NEW', 'SENDING', 'CREATED');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount" CHECK ("payments"."amount_minor" > 0);