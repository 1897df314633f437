-- The purchase timeline of my pages (spec section 2): the booking's own dates beside its entry date.
ALTER TABLE "bookings" ADD COLUMN "contract_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "interior_deadline" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "inspection_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "final_payment_date" date;