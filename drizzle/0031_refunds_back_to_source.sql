DROP INDEX "credit_entries_order_reason_idx";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gift_card_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_to_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_refund_idx" ON "credit_entries" USING btree ("refund_id") WHERE "credit_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_order_reason_idx" ON "credit_entries" USING btree ("order_id","reason") WHERE "credit_entries"."payment_id" is null and "credit_entries"."refund_id" is null and "credit_entries"."order_id" is not null;