CREATE TABLE "claim_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "claim_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"attachment_key" text,
	"attachment_filename" text,
	"attachment_mime" text,
	"attachment_size" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_messages_author_valid" CHECK ("claim_messages"."author" in ('customer', 'staff')),
	CONSTRAINT "claim_messages_attachment_whole" CHECK (("claim_messages"."attachment_key" is null) = ("claim_messages"."attachment_filename" is null))
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "requested_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claim_messages_unread_idx" ON "claim_messages" USING btree ("claim_id") WHERE "claim_messages"."read_at" is null and "claim_messages"."author" = 'customer';