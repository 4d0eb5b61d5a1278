CREATE TABLE "policy_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"term_starts_on" date NOT NULL,
	"term_ends_on" date NOT NULL,
	"status" text NOT NULL,
	"premium_cents" integer NOT NULL,
	"annual_premium_cents" integer NOT NULL,
	"insured_value_cents" integer NOT NULL,
	"announced_on" date,
	"late" boolean DEFAULT false NOT NULL,
	"decline_deadline" date NOT NULL,
	"reason" text,
	"declined_at" timestamp with time zone,
	"declined_by" text,
	"declined_by_user_id" integer,
	"decline_channel" text,
	"renewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_renewals_status_valid" CHECK ("policy_renewals"."status" in ('announced', 'declined', 'renewed', 'not_renewable')),
	CONSTRAINT "policy_renewals_declined_by_valid" CHECK ("policy_renewals"."declined_by" is null or "policy_renewals"."declined_by" in ('holder', 'insurer')),
	CONSTRAINT "policy_renewals_decline_channel_valid" CHECK ("policy_renewals"."decline_channel" is null or "policy_renewals"."decline_channel" in ('customer_area', 'mail', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewals" ADD CONSTRAINT "policy_renewals_declined_by_user_id_users_id_fk" FOREIGN KEY ("declined_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_renewals_policy_term_unique" ON "policy_renewals" USING btree ("policy_id","term_starts_on");--> statement-breakpoint
CREATE INDEX "policy_renewals_status_idx" ON "policy_renewals" USING btree ("status","term_starts_on");