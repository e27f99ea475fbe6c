CREATE TABLE "club_stylesheets" (
	"club_id" integer NOT NULL,
	"hash" varchar(16) NOT NULL,
	"css" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"preview_token" varchar(64) NOT NULL,
	CONSTRAINT "club_stylesheets_club_id_hash_pk" PRIMARY KEY("club_id","hash")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "skin_stylesheet" varchar(16);--> statement-breakpoint
ALTER TABLE "club_stylesheets" ADD CONSTRAINT "club_stylesheets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;