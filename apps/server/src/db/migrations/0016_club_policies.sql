CREATE TABLE "club_policies" (
	"club_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_policies_club_id_kind_pk" PRIMARY KEY("club_id","kind")
);
--> statement-breakpoint
ALTER TABLE "club_policies" ADD CONSTRAINT "club_policies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;