CREATE TABLE "installation_capacity" (
	"team_id" uuid NOT NULL,
	"day" text NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"sqft" integer DEFAULT 0 NOT NULL,
	"morning" integer DEFAULT 0 NOT NULL,
	"afternoon" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_capacity_team_id_day_pk" PRIMARY KEY("team_id","day"),
	CONSTRAINT "installation_capacity_nonnegative" CHECK ("installation_capacity"."jobs" >= 0 and "installation_capacity"."sqft" >= 0 and "installation_capacity"."morning" >= 0 and "installation_capacity"."afternoon" >= 0)
);
--> statement-breakpoint
CREATE TABLE "installation_job_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'unbooked' NOT NULL,
	"area_sqft" integer NOT NULL,
	"pin" text NOT NULL,
	"team_id" uuid,
	"day" text,
	"period" text,
	"starts_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"rolls_used" integer,
	"notes" text DEFAULT '' NOT NULL,
	"before_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"after_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"problem_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"problem_reason" text,
	"signoff" text,
	"signoff_code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_jobs_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "installation_team_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pin_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_days" integer[] NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"jobs_per_day" integer NOT NULL,
	"sqft_per_day" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "installation_capacity" ADD CONSTRAINT "installation_capacity_team_id_installation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "installation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_job_events" ADD CONSTRAINT "installation_job_events_job_id_installation_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "installation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_job_events" ADD CONSTRAINT "installation_job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_jobs" ADD CONSTRAINT "installation_jobs_team_id_installation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "installation_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_team_members" ADD CONSTRAINT "installation_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_team_members" ADD CONSTRAINT "installation_team_members_team_id_installation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "installation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_job_events_job_idx" ON "installation_job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "installation_jobs_team_day_idx" ON "installation_jobs" USING btree ("team_id","day");--> statement-breakpoint
CREATE INDEX "installation_jobs_status_idx" ON "installation_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "installation_jobs_reminder_idx" ON "installation_jobs" USING btree ("starts_at") WHERE "installation_jobs"."status" = 'booked' and "installation_jobs"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "installation_teams_name_idx" ON "installation_teams" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'viewer', 'editor', 'admin', 'installer'));