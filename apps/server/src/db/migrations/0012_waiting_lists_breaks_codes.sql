CREATE TABLE "run_skipped_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "run_skipped_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"skipped_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"reduction_kind" varchar(10) NOT NULL,
	"reduction_value" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"usage_limit" integer,
	"per_family_limit" integer,
	"limited_to" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_booking_settings" ADD COLUMN "cancel_days_before" smallint;--> statement-breakpoint
ALTER TABLE "club_booking_settings" ADD COLUMN "waiting_list_offer_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "waiting_list_entry_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "run_skipped_dates" ADD CONSTRAINT "run_skipped_dates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_skipped_dates" ADD CONSTRAINT "run_skipped_dates_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_breaks" ADD CONSTRAINT "term_breaks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_breaks" ADD CONSTRAINT "term_breaks_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "run_skipped_dates_run_date_uq" ON "run_skipped_dates" USING btree ("run_id","skipped_on");--> statement-breakpoint
CREATE INDEX "term_breaks_term_idx" ON "term_breaks" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_club_code_uq" ON "discount_codes" USING btree ("club_id","code");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_run_idx" ON "waiting_list_entries" USING btree ("run_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_parent_idx" ON "waiting_list_entries" USING btree ("parent_user_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_child_run_open_uq" ON "waiting_list_entries" USING btree ("child_id","run_id") WHERE "waiting_list_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_waiting_list_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("waiting_list_entry_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_waiting_list_entry_idx" ON "holds" USING btree ("waiting_list_entry_id");--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id");