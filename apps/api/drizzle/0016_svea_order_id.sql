-- Svea Checkout: the provider's own order id of a payment request (its pushes and reads name the order by it).
ALTER TABLE "payment_requests" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
CREATE INDEX "payment_requests_provider_order_idx" ON "payment_requests" USING btree ("provider","provider_order_id");