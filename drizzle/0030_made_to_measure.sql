CREATE TABLE "production_packs" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "walls" jsonb;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "walls" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "crop" jsonb;--> statement-breakpoint
ALTER TABLE "production_packs" ADD CONSTRAINT "production_packs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_packs" ADD CONSTRAINT "production_packs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_packs_order_idx" ON "production_packs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "production_packs_status_idx" ON "production_packs" USING btree ("status");