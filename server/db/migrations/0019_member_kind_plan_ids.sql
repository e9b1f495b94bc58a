ALTER TABLE "member_kinds" ADD COLUMN "plan_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A kind now names the payment settings' plans by id; the ids it carried with its own copy of the plans are kept.
UPDATE "member_kinds" SET "plan_ids" = ARRAY(SELECT ("plan"->>'id')::integer FROM jsonb_array_elements("plans") AS "plan");
