CREATE TABLE "evidence_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evidence_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"signature_id" integer,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_records_sequence_positive" CHECK ("evidence_records"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_key" text NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_document_key" text,
	"signed_document_sha256" text,
	"code_channel" text,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"code_confirmed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_ip" text,
	"signer_user_agent" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_status_valid" CHECK ("signatures"."status" in ('pending', 'signed', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "signatures_code_channel_valid" CHECK (coalesce("signatures"."code_channel", 'mail') in ('mail', 'sms')),
	CONSTRAINT "signatures_signed_has_document" CHECK ("signatures"."status" <> 'signed' or ("signatures"."signed_document_key" is not null and "signatures"."signed_document_sha256" is not null and "signatures"."signed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "evidence_records" ADD CONSTRAINT "evidence_records_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_records" ADD CONSTRAINT "evidence_records_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_records_policy_sequence" ON "evidence_records" USING btree ("policy_id","sequence");--> statement-breakpoint
CREATE INDEX "evidence_records_signature_idx" ON "evidence_records" USING btree ("signature_id");--> statement-breakpoint
CREATE INDEX "signatures_policy_idx" ON "signatures" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_one_pending_per_policy" ON "signatures" USING btree ("policy_id") WHERE "signatures"."status" = 'pending';