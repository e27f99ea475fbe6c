ALTER TABLE "schedule_analytics_counts" ADD COLUMN "source" varchar(8) DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_analytics_counts" DROP CONSTRAINT "schedule_analytics_counts_club_id_day_kind_subject_pk";--> statement-breakpoint
ALTER TABLE "schedule_analytics_counts" ADD CONSTRAINT "schedule_analytics_counts_club_id_day_kind_subject_source_pk" PRIMARY KEY("club_id","day","kind","subject","source");
