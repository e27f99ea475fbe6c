CREATE TABLE "sms_opt_outs" (
	"phone" varchar(20) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_messaging_settings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"sms_daily_cap" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "message_recipients_inbox_idx";--> statement-breakpoint
ALTER TABLE "message_recipients" ALTER COLUMN "sms_status" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "sms_provider_id" varchar(64);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sms_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_messaging_settings" ADD CONSTRAINT "club_messaging_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_sms_provider_uq" ON "message_recipients" USING btree ("sms_provider_id");--> statement-breakpoint
CREATE INDEX "message_recipients_inbox_idx" ON "message_recipients" USING btree ("user_id","created_at") WHERE "message_recipients"."email_status" = 'sent' or "message_recipients"."sms_status" in ('sent', 'delivered');