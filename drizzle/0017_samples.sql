CREATE TABLE "sample_credits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"product_id" uuid NOT NULL,
	"source_order_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"claimed_at" timestamp with time zone,
	"used_order_id" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_credits_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "kind" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_credit_code" text;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_credits_source_product_idx" ON "sample_credits" USING btree ("source_order_id","product_id");--> statement-breakpoint
CREATE INDEX "sample_credits_email_idx" ON "sample_credits" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kind_check" CHECK ("cart_lines"."kind" in ('goods', 'sample'));