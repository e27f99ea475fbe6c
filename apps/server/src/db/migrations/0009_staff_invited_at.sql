ALTER TABLE "memberships" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
-- Staff invited before this column existed and still without a password: their invitation is pending, sent when the membership was made.
UPDATE "memberships" SET "invited_at" = "created_at"
WHERE "role" IN ('coach', 'organiser', 'franchise_manager')
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "password_hash" IS NULL);
