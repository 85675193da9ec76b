CREATE TABLE "wall_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tile_image" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "repeat_cm" double precision;--> statement-breakpoint
ALTER TABLE "wall_previews" ADD CONSTRAINT "wall_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_previews" ADD CONSTRAINT "wall_previews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_previews_user_idx" ON "wall_previews" USING btree ("user_id","created_at");