ALTER TABLE "shipments" ADD COLUMN "ndr_phone" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "ndr_address" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "ndr_corrected_at" timestamp with time zone;