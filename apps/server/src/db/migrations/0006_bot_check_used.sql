CREATE TABLE "bot_check_used" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_check_used_expires_idx" ON "bot_check_used" USING btree ("expires_at");