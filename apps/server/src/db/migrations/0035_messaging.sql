CREATE TABLE "dev_sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" varchar(40) NOT NULL,
	"email_status" varchar(10),
	"email_reason" varchar(24),
	"email_address" varchar(254),
	"sms_status" varchar(10),
	"sms_reason" varchar(24),
	"sms_address" varchar(20),
	"subject" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sms_text" text NOT NULL,
	"unsubscribe_token" varchar(64),
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_unsubscribes" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_unsubscribes_club_id_user_id_channel_pk" PRIMARY KEY("club_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" varchar(170) NOT NULL,
	"audience_kind" varchar(12) NOT NULL,
	"audience_id" integer NOT NULL,
	"audience_label" varchar(200) NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"by_email" boolean NOT NULL,
	"by_sms" boolean NOT NULL,
	"subject" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unsubscribes" ADD CONSTRAINT "message_unsubscribes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_unsubscribes" ADD CONSTRAINT "message_unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_sms_outbox_to_idx" ON "dev_sms_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_key_uq" ON "message_recipients" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_unsubscribe_uq" ON "message_recipients" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "message_recipients_message_idx" ON "message_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_recipients_inbox_idx" ON "message_recipients" USING btree ("user_id","created_at") WHERE "message_recipients"."email_status" = 'sent' or "message_recipients"."sms_status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "messages_club_author_key_uq" ON "messages" USING btree ("club_id","author_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "messages_club_created_idx" ON "messages" USING btree ("club_id","created_at");