DROP INDEX "products_bestseller_idx";--> statement-breakpoint
CREATE INDEX "products_bestseller_idx" ON "products" USING btree ("bestseller" DESC NULLS FIRST,"sku_id");