ALTER TABLE "camp_days" ADD COLUMN "session_type" varchar(12) DEFAULT 'full-day' NOT NULL;--> statement-breakpoint
ALTER TABLE "camps" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;