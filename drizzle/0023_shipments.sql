CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"carrier" text,
	"awb" text,
	"provider_shipment_id" text,
	"label_url" text,
	"weight_g" integer NOT NULL,
	"length_cm" double precision NOT NULL,
	"breadth_cm" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"cod_paise" bigint DEFAULT 0 NOT NULL,
	"status" text,
	"status_at" timestamp with time zone,
	"ndr_open" boolean DEFAULT false NOT NULL,
	"ndr_reason" text,
	"ndr_action" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_weight_g" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_length_cm" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_breadth_cm" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_height_cm" double precision;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("shipment_id","status","at");--> statement-breakpoint
CREATE INDEX "shipments_ndr_idx" ON "shipments" USING btree ("ndr_open","updated_at");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","status_at");