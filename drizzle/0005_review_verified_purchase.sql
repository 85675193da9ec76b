ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "reviews" SET "verified" = true WHERE EXISTS (SELECT 1 FROM "orders" INNER JOIN "order_items" ON "order_items"."order_id" = "orders"."id" WHERE "orders"."user_id" = "reviews"."user_id" AND "order_items"."product_id" = "reviews"."product_id" AND "orders"."status" NOT IN ('pending', 'cancelled') AND "orders"."created_at" <= "reviews"."created_at");
