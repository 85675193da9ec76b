ALTER TABLE "orders" ADD COLUMN "cgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gst_split_check" CHECK (("orders"."cgst_paise" is null and "orders"."sgst_paise" is null and "orders"."igst_paise" is null)
        or ("orders"."igst_paise" is null and "orders"."cgst_paise" >= 0 and "orders"."sgst_paise" >= 0 and "orders"."cgst_paise" + "orders"."sgst_paise" = "orders"."tax_paise")
        or ("orders"."cgst_paise" is null and "orders"."sgst_paise" is null and "orders"."igst_paise" = "orders"."tax_paise"));