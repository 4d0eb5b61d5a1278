ALTER TABLE "claim_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "denial_reason" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "source" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_sent_idx" ON "claims" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_unique" ON "claims" USING btree ("number");--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_rejected_has_reason" CHECK ("claim_documents"."review_status" <> 'rejected' or "claim_documents"."rejection_reason" is not null);--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_source_valid" CHECK ("claims"."source" in ('customer', 'staff'));--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_denied_has_reason" CHECK (not "claims"."notify_denied" or "claims"."denial_reason" is not null);