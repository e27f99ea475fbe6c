CREATE TABLE "run_plans" (
	"run_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"trial_days" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_plans" ADD CONSTRAINT "run_plans_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_plans" ADD CONSTRAINT "run_plans_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_uq" ON "subscriptions" USING btree ("order_id");