ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_undelivered_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" in ('queued', 'sending', 'failed');