CREATE TABLE "policy_endorsements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_endorsements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"effective_on" date NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"premium_before_cents" integer NOT NULL,
	"premium_after_cents" integer NOT NULL,
	"adjustment_cents" integer DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"user_id" integer,
	"reason" text,
	"document_key" text,
	"document_filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_endorsements_kind_valid" CHECK ("policy_endorsements"."kind" in ('device', 'tier', 'periodicity')),
	CONSTRAINT "policy_endorsements_status_valid" CHECK ("policy_endorsements"."status" in ('applied', 'scheduled')),
	CONSTRAINT "policy_endorsements_requested_by_valid" CHECK ("policy_endorsements"."requested_by" in ('holder', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "policy_risks" ADD COLUMN "covered_from" date;--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_endorsements_sequence_unique" ON "policy_endorsements" USING btree ("policy_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_endorsements_one_scheduled" ON "policy_endorsements" USING btree ("policy_id","kind") WHERE "policy_endorsements"."status" = 'scheduled';