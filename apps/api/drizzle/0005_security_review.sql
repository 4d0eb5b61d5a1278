CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
DROP INDEX "rate_limit_hits_bucket_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "masked_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_percent_max" CHECK ("discounts"."kind" <> 'percent' or "discounts"."value" <= 10000);