CREATE TABLE "sepa_return_rows" (
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"reason_code" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text NOT NULL,
	"payment_id" integer,
	"policy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_return_rows_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
ALTER TABLE "sepa_return_rows" ADD CONSTRAINT "sepa_return_rows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;