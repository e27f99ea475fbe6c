CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subdomain" varchar(63) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time_zone" varchar(64) DEFAULT 'Europe/London' NOT NULL,
	"currency" varchar(3) DEFAULT 'GBP' NOT NULL,
	"theme_primary" varchar(6) DEFAULT '555' NOT NULL,
	"theme_secondary" varchar(6) DEFAULT '9d9d9d' NOT NULL,
	"theme_panel" varchar(6) DEFAULT 'F5F5F5' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" varchar(10) NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "camp_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camp_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"camp_week_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camp_weeks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camp_weeks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"class_name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_from_months" smallint DEFAULT 0 NOT NULL,
	"age_to_months" smallint DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"day_price" integer DEFAULT 0 NOT NULL,
	"week_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_class_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_class_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_hour" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"duration_minutes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"class_name" varchar(120) NOT NULL,
	"capacity" integer NOT NULL,
	"age_from_months" smallint DEFAULT 0 NOT NULL,
	"age_to_months" smallint DEFAULT 0 NOT NULL,
	"price_per_session" integer DEFAULT 0 NOT NULL,
	"price_per_term" integer DEFAULT 0 NOT NULL,
	"trial_sessions" smallint DEFAULT 0 NOT NULL,
	"trial_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"booking_ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" varchar(20) DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_ref_unique" UNIQUE("booking_ref")
);
--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_days" ADD CONSTRAINT "camp_days_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_days" ADD CONSTRAINT "camp_days_camp_week_id_camp_weeks_id_fk" FOREIGN KEY ("camp_week_id") REFERENCES "public"."camp_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_weeks" ADD CONSTRAINT "camp_weeks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_weeks" ADD CONSTRAINT "camp_weeks_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_class_times" ADD CONSTRAINT "run_class_times_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_class_times" ADD CONSTRAINT "run_class_times_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sessions" ADD CONSTRAINT "run_sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sessions" ADD CONSTRAINT "run_sessions_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venues_club_idx" ON "venues" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "venues_postcode_idx" ON "venues" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "camp_days_week_idx" ON "camp_days" USING btree ("camp_week_id","starts_at");--> statement-breakpoint
CREATE INDEX "camp_weeks_camp_idx" ON "camp_weeks" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "camps_club_idx" ON "camps" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "run_class_times_run_idx" ON "run_class_times" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "run_sessions_run_idx" ON "run_sessions" USING btree ("run_id","starts_at");--> statement-breakpoint
CREATE INDEX "runs_club_term_idx" ON "runs" USING btree ("club_id","term_id");--> statement-breakpoint
CREATE INDEX "terms_club_ends_idx" ON "terms" USING btree ("club_id","ends_at");--> statement-breakpoint
CREATE INDEX "bookings_run_status_idx" ON "bookings" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "bookings_club_updated_idx" ON "bookings" USING btree ("club_id","updated_at");