CREATE TABLE "partner_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"partner" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"body" text NOT NULL,
	"last_http_status" smallint,
	"last_error" text,
	"requested_by" integer,
	"idempotency_key" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_deliveries_status_valid" CHECK ("partner_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "location_accuracy_m" integer;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "distributors" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_deliveries" ADD CONSTRAINT "partner_deliveries_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_deliveries_policy_idx" ON "partner_deliveries" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_deliveries_idempotency_unique" ON "partner_deliveries" USING btree ("policy_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_location_valid" CHECK (("evaluations"."latitude" is null) = ("evaluations"."longitude" is null) and ("evaluations"."latitude" is null or ("evaluations"."latitude" between -90 and 90 and "evaluations"."longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_commission_range" CHECK ("distributors"."commission_bp" is null or "distributors"."commission_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_commission_range" CHECK ("stores"."commission_bp" is null or "stores"."commission_bp" between 0 and 10000);