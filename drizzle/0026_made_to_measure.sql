ALTER TABLE "cart_lines" ADD COLUMN "walls" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "walls" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "crop" jsonb;