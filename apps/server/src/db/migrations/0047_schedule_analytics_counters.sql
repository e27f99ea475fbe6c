CREATE TABLE "schedule_analytics_counts" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(12) NOT NULL,
	"subject" varchar(40) DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_analytics_counts_club_id_day_kind_subject_pk" PRIMARY KEY("club_id","day","kind","subject")
);
--> statement-breakpoint
CREATE TABLE "schedule_analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_analytics_visitors" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	CONSTRAINT "schedule_analytics_visitors_club_id_day_visitor_hash_pk" PRIMARY KEY("club_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "schedule_analytics_counts" ADD CONSTRAINT "schedule_analytics_counts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_analytics_visitors" ADD CONSTRAINT "schedule_analytics_visitors_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_analytics_visitors_day_idx" ON "schedule_analytics_visitors" USING btree ("day");