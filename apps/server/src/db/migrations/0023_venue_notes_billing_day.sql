ALTER TABLE "venues" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "run_plans" ADD COLUMN "billing_day" smallint;