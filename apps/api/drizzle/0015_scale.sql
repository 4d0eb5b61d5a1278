-- The back office at a million policies (issue 13): pg_trgm for the contains-search of the policy list
-- (PGlite loads it from @electric-sql/pglite/contrib/pg_trgm, see src/db/client.ts), the list's filter
-- and sort indexes, trigram indexes over the searched text and the IMEI, the exact email search, and
-- the claims desk's order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "policies_status_idx";--> statement-breakpoint
DROP INDEX "policies_store_idx";--> statement-breakpoint
DROP INDEX "policies_distributor_idx";--> statement-breakpoint
DROP INDEX "policies_created_idx";--> statement-breakpoint
DROP INDEX "policies_product_type_idx";--> statement-breakpoint
CREATE INDEX "claims_list_order_idx" ON "claims" USING btree (coalesce("sent_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "policies_created_id_idx" ON "policies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "policies_status_created_idx" ON "policies" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "policies_evaluation_status_created_idx" ON "policies" USING btree ("evaluation_status","created_at","id");--> statement-breakpoint
CREATE INDEX "policies_store_created_idx" ON "policies" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "policies_distributor_created_idx" ON "policies" USING btree ("distributor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "policies_product_type_created_idx" ON "policies" USING btree ("product_type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "policies_name_id_idx" ON "policies" USING btree ("complete_name","id");--> statement-breakpoint
CREATE INDEX "policies_premium_id_idx" ON "policies" USING btree ("premium_cents","id");--> statement-breakpoint
CREATE INDEX "policies_email_lower_idx" ON "policies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "policies_search_trgm_idx" ON "policies" USING gin (("number" || ' ' || "complete_name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("document_code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "risk_mobiles_imei_trgm_idx" ON "risk_mobiles" USING gin ("imei" gin_trgm_ops);--> statement-breakpoint
-- Statistics for the new expression indexes (lower(email), the search text), so the planner uses them
-- from the first query on a large table instead of waiting for autovacuum.
ANALYZE "policies";
