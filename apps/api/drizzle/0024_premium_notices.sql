CREATE TABLE "premium_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_notices_kind_valid" CHECK ("premium_notices"."kind" in ('suspension_warning', 'suspended', 'extinguished'))
);
--> statement-breakpoint
ALTER TABLE "premium_notices" ADD CONSTRAINT "premium_notices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_notices_unique" ON "premium_notices" USING btree ("policy_id","due_on","kind");