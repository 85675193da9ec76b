ALTER TABLE "order_items" ALTER COLUMN "unit_rate_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout" jsonb;--> statement-breakpoint
-- A paid payment's record is its order, exactly as placed.
UPDATE "payments" SET "checkout" = jsonb_build_object(
  'lines', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'cartLineId', i."id",
      'product', jsonb_build_object('id', i."product_id", 'name', i."name", 'image', i."image", 'kind', i."kind"),
      'selectedColor', i."selected_color",
      'selectedMaterial', i."selected_material",
      'widthIn', i."width_in",
      'heightIn', i."height_in",
      'installation', i."installation",
      'quantity', i."quantity",
      'unitRatePaise', i."unit_rate_paise",
      'unitAmountPaise', i."unit_amount_paise",
      'lineTotalPaise', i."line_total_paise"
    ) ORDER BY i."id") FROM "order_items" i WHERE i."order_id" = o."id"), '[]'::jsonb),
  'subtotalPaise', o."subtotal_paise",
  'shippingPaise', o."shipping_paise",
  'taxPaise', o."tax_paise",
  'totalPaise', o."total_paise"
) FROM "orders" o WHERE o."id" = "payments"."order_id";--> statement-breakpoint
-- An unpaid one held only bare cart lines, which would have to be priced again: it is dropped, and a payment for
-- it would be ignored. Only the sandbox and test mode ever made these; the store was not yet live.
DELETE FROM "payments" WHERE "checkout" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "checkout" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "cart_snapshot";