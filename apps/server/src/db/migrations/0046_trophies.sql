CREATE TABLE "move_up_marks" (
	"club_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"marked_by_user_id" integer,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "move_up_marks_run_id_child_id_pk" PRIMARY KEY("run_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "trophies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trophies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"activity" varchar(120) NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	"colour" varchar(6) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trophy_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trophy_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"trophy_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"run_id" integer,
	"awarded_by_user_id" integer,
	"awarded_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "move_up_marks" ADD CONSTRAINT "move_up_marks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_marks" ADD CONSTRAINT "move_up_marks_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_marks" ADD CONSTRAINT "move_up_marks_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_up_marks" ADD CONSTRAINT "move_up_marks_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophies" ADD CONSTRAINT "trophies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_trophy_id_trophies_id_fk" FOREIGN KEY ("trophy_id") REFERENCES "public"."trophies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trophy_awards" ADD CONSTRAINT "trophy_awards_awarded_by_user_id_users_id_fk" FOREIGN KEY ("awarded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trophies_club_activity_name_uq" ON "trophies" USING btree ("club_id","activity","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trophy_awards_trophy_child_uq" ON "trophy_awards" USING btree ("trophy_id","child_id");--> statement-breakpoint
CREATE INDEX "trophy_awards_club_child_idx" ON "trophy_awards" USING btree ("club_id","child_id");