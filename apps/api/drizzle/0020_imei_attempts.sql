CREATE TABLE "imei_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imei_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"policy_risk_id" integer NOT NULL,
	"kind" text NOT NULL,
	"imei" text,
	"outcome" text NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imei_attempts_kind_valid" CHECK ("imei_attempts"."kind" in ('screenshot', 'entry', 'staff')),
	CONSTRAINT "imei_attempts_outcome_valid" CHECK ("imei_attempts"."outcome" in ('read', 'unreadable', 'invalid', 'repeated', 'saved'))
);
--> statement-breakpoint
ALTER TABLE "imei_attempts" ADD CONSTRAINT "imei_attempts_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_attempts" ADD CONSTRAINT "imei_attempts_policy_risk_id_policy_risks_id_fk" FOREIGN KEY ("policy_risk_id") REFERENCES "public"."policy_risks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imei_attempts_risk_idx" ON "imei_attempts" USING btree ("policy_risk_id","id");