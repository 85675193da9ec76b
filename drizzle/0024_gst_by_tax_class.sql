CREATE TABLE "tax_codes" (
	"tax_class" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "goods_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "goods_taxable_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "goods_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "goods_tax_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "installation_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "installation_taxable_paise" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "installation_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "installation_tax_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_legal_name" text;--> statement-breakpoint
CREATE INDEX "orders_buyer_gstin_idx" ON "orders" USING btree ("buyer_gstin") WHERE "orders"."buyer_gstin" is not null;--> statement-breakpoint
-- The codes the store starts with (docs/decisions/057-gst-by-tax-class.md); admins edit them.
INSERT INTO "tax_codes" ("tax_class", "code") VALUES
	('Premium Wallpapers', '4814'),
	('Designer Walls', '4814'),
	('Signature Art', '4814'),
	('Wall Muralists', '4814'),
	('Panels', '3921'),
	('Mouldings', '3916'),
	('installation', '995475')
ON CONFLICT DO NOTHING;
