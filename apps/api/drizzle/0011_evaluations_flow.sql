CREATE TABLE "evaluation_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_risk_id" integer NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"evaluation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "source" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "device_type" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "frontal_comment" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "trasera_comment" text;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_policy_risk_id_policy_risks_id_fk" FOREIGN KEY ("policy_risk_id") REFERENCES "public"."policy_risks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_codes" ADD CONSTRAINT "evaluation_codes_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_codes_code_unique" ON "evaluation_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "evaluation_codes_risk_idx" ON "evaluation_codes" USING btree ("policy_risk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_one_pending_per_risk" ON "evaluations" USING btree ("policy_risk_id") WHERE "evaluations"."status" = 2;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_source_valid" CHECK ("evaluations"."source" in ('customer', 'staff'));--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_attempt_positive" CHECK ("evaluations"."attempt" >= 1);