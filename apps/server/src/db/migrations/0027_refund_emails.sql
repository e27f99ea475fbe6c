ALTER TABLE "refunds" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
-- Refunds made before this were emailed one by one as they were made.
UPDATE "refunds" SET "emailed_at" = "created_at";
