ALTER TABLE "run_sessions" ADD COLUMN "one_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "run_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "run_sessions" ADD COLUMN "cancel_reason" varchar(300);