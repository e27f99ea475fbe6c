CREATE TABLE "email_suppressions" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"reason" varchar(12) NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
