ALTER TABLE "products" ADD COLUMN "roll_width_cm" double precision DEFAULT 53 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "roll_length_cm" double precision DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pattern_repeat_cm" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pattern_match" text DEFAULT 'straight' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pattern_match_check" CHECK ("products"."pattern_match" in ('straight', 'half-drop'));