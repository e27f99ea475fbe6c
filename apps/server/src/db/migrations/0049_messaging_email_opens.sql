ALTER TABLE "message_recipients" ADD COLUMN "open_token" varchar(64);--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_open_token_uq" ON "message_recipients" USING btree ("open_token");