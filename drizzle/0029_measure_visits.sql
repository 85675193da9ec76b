CREATE TABLE "measure_visit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"fee_paise" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"address" jsonb NOT NULL,
	"pin" text NOT NULL,
	"team_id" uuid,
	"day" text,
	"period" text,
	"starts_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"walls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"measured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measure_visits_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "measure_visits_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "measure_visit_events" ADD CONSTRAINT "measure_visit_events_visit_id_measure_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "measure_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_visit_events" ADD CONSTRAINT "measure_visit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_visits" ADD CONSTRAINT "measure_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_visits" ADD CONSTRAINT "measure_visits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_visits" ADD CONSTRAINT "measure_visits_team_id_installation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "installation_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measure_visit_events_visit_idx" ON "measure_visit_events" USING btree ("visit_id","created_at");--> statement-breakpoint
CREATE INDEX "measure_visits_user_idx" ON "measure_visits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "measure_visits_team_day_idx" ON "measure_visits" USING btree ("team_id","day");--> statement-breakpoint
CREATE INDEX "measure_visits_pending_idx" ON "measure_visits" USING btree ("created_at") WHERE "measure_visits"."status" = 'pending';