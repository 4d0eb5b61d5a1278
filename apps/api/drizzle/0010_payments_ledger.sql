ALTER TABLE "payment_methods" ADD COLUMN "mandate_first_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "amended_from_iban" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "card_cof_txn_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "method_type" smallint;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "sepa_file_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "sepa_sequence_type" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collection_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_collection_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "collection_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "sepa_files" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_sepa_file_id_sepa_files_id_fk" FOREIGN KEY ("sepa_file_id") REFERENCES "public"."sepa_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_occurred_idx" ON "payment_transactions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_sepa_file_idx" ON "payment_transactions" USING btree ("sepa_file_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_sequence_type" CHECK ("payment_transactions"."sepa_sequence_type" is null or "payment_transactions"."sepa_sequence_type" in ('FRST', 'RCUR', 'OOFF', 'FNAL'));--> statement-breakpoint
ALTER TABLE "sepa_files" ADD CONSTRAINT "sepa_files_status" CHECK ("sepa_files"."status" in ('generating', 'generated', 'sent', 'failed'));