ALTER TABLE "orders" ADD COLUMN "irn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_ack_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "irn_signed_qr" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_rows" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_irn_unique" UNIQUE("irn");