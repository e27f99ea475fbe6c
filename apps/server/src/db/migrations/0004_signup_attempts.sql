ALTER TABLE "auth_tokens" ADD COLUMN "attempt_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "pending" jsonb;