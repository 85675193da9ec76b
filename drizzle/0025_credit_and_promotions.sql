CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"order_id" uuid,
	"payment_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_amount_nonzero" CHECK ("credit_entries"."amount_paise" <> 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"phone" text,
	"discount_paise" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"benefit" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"min_subtotal_paise" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"signed_in_only" boolean DEFAULT false NOT NULL,
	"total_uses" integer,
	"uses_per_customer" integer,
	"budget_paise" bigint,
	"combines" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_payment_reason_idx" ON "credit_entries" USING btree ("payment_id","reason") WHERE "credit_entries"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_order_reason_idx" ON "credit_entries" USING btree ("order_id","reason") WHERE "credit_entries"."payment_id" is null and "credit_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_payment_idx" ON "promotion_redemptions" USING btree ("promotion_id","payment_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_active_idx" ON "promotion_redemptions" USING btree ("promotion_id") WHERE "promotion_redemptions"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "promotions_automatic_idx" ON "promotions" USING btree ("created_at") WHERE "promotions"."code" is null;