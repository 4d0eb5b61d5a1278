ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_status_valid";--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_evaluation_status_valid";--> statement-breakpoint
ALTER TABLE "policy_risks" DROP CONSTRAINT "policy_risks_type_valid";--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_status_valid" CHECK ("evaluations"."status" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_evaluation_status_valid" CHECK ("policies"."evaluation_status" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "policy_risks" ADD CONSTRAINT "policy_risks_type_valid" CHECK ("policy_risks"."risk_type" in (1, 2, 3, 4, 5, 6, 7, 8));