CREATE TABLE "camp_attendance" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camp_attendance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"camp_day_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"marked_by_user_id" integer,
	"marked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"run_id" integer,
	"camp_id" integer,
	"email" varchar(254) NOT NULL,
	"invited_by_user_id" integer,
	"invited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_one_target" CHECK (("invitations"."run_id" is null) <> ("invitations"."camp_id" is null))
);
--> statement-breakpoint
ALTER TABLE "camp_attendance" ADD CONSTRAINT "camp_attendance_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_attendance" ADD CONSTRAINT "camp_attendance_camp_day_id_camp_days_id_fk" FOREIGN KEY ("camp_day_id") REFERENCES "public"."camp_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_attendance" ADD CONSTRAINT "camp_attendance_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_attendance" ADD CONSTRAINT "camp_attendance_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camp_attendance_day_child_uq" ON "camp_attendance" USING btree ("camp_day_id","child_id");--> statement-breakpoint
CREATE INDEX "camp_attendance_club_idx" ON "camp_attendance" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_run_email_uq" ON "invitations" USING btree ("run_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_camp_email_uq" ON "invitations" USING btree ("camp_id","email");--> statement-breakpoint
CREATE INDEX "invitations_club_idx" ON "invitations" USING btree ("club_id");