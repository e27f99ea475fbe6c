CREATE TABLE "priority_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "priority_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"from_run_id" integer,
	"child_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_openings" (
	"term_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"members_from" timestamp with time zone,
	"siblings_from" timestamp with time zone,
	"everyone_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "priority_offer_id" integer;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_from_run_id_runs_id_fk" FOREIGN KEY ("from_run_id") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_offers" ADD CONSTRAINT "priority_offers_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_openings" ADD CONSTRAINT "term_openings_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_openings" ADD CONSTRAINT "term_openings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "priority_offers_child_run_uq" ON "priority_offers" USING btree ("child_id","run_id");--> statement-breakpoint
CREATE INDEX "priority_offers_term_idx" ON "priority_offers" USING btree ("club_id","term_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_priority_offer_id_priority_offers_id_fk" FOREIGN KEY ("priority_offer_id") REFERENCES "public"."priority_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_priority_offer_idx" ON "holds" USING btree ("priority_offer_id");