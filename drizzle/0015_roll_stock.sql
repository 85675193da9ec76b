ALTER TABLE "order_items" ADD COLUMN "batch" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "awaiting_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "batch" text;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id","action","created_at");--> statement-breakpoint
CREATE INDEX "payments_stock_held_idx" ON "payments" USING btree ("created_at") WHERE "payments"."stock_held";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" is null or ("products"."stock" >= 0 and "products"."kind" = 'rolls' and "products"."in_stock" = ("products"."stock" > 0)));