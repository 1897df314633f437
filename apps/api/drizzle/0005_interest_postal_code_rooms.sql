-- The interest form of spec section 3 also asks for a postal code and a rooms wish (min and max
-- within the site's range, spec section 9). All three are optional and stored as null when empty.
ALTER TABLE "interests" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "min_rooms" smallint;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "max_rooms" smallint;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_postal_code_limit" CHECK (coalesce(length("interests"."postal_code"), 0) <= 50);--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_rooms_range" CHECK (coalesce("interests"."min_rooms", 1) between 1 and 5 and coalesce("interests"."max_rooms", 1) between 1 and 5);--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_rooms_order" CHECK ("interests"."min_rooms" <= "interests"."max_rooms");
