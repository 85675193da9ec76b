ALTER TABLE "order_items" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD COLUMN "voided_at" timestamp with time zone;