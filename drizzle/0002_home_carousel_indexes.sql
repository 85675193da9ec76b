CREATE INDEX "products_position_idx" ON "products" USING btree ("position","sku_id");--> statement-breakpoint
CREATE INDEX "products_bestseller_position_idx" ON "products" USING btree ("position","sku_id") WHERE "products"."bestseller";--> statement-breakpoint
CREATE INDEX "products_featured_position_idx" ON "products" USING btree ("position","sku_id") WHERE "products"."featured";