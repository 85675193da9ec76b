CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Hand-written backfill (decision 025): orders paid before invoices existed are numbered now, in the order they
-- were placed within each financial year (by their date in India), with the default prefix WC; the counters then
-- go on from the last number given, so the series stays gap-free. A pending order was never paid and gets none.
WITH numbered AS (
	SELECT "id",
		extract(year FROM ("created_at" AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::int AS "fy_start",
		row_number() OVER (
			PARTITION BY extract(year FROM ("created_at" AT TIME ZONE 'Asia/Kolkata') - interval '3 months')
			ORDER BY "created_at", "id"
		) AS "serial"
	FROM "orders"
	WHERE "status" <> 'pending'
)
UPDATE "orders" SET "invoice_number" = 'WC/' || lpad(("numbered"."fy_start" % 100)::text, 2, '0') || '-'
	|| lpad((("numbered"."fy_start" + 1) % 100)::text, 2, '0') || '/'
	|| lpad("numbered"."serial"::text, greatest(6, length("numbered"."serial"::text)), '0')
FROM "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "document_counters" ("series", "financial_year", "last")
SELECT 'invoice', substr("invoice_number", 4, 5), count(*)::int
FROM "orders"
WHERE "invoice_number" IS NOT NULL
GROUP BY substr("invoice_number", 4, 5);
