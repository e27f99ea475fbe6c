CREATE TABLE "club_children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emergency_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"relation" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"allowed" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"answered_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "gender" varchar(8);--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "medical_notes" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allergy_notes" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "special_needs" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_key" varchar(200);--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "photo_type" varchar(20);--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "club_children" ADD CONSTRAINT "club_children_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_children" ADD CONSTRAINT "club_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_permissions" ADD CONSTRAINT "photo_permissions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_permissions" ADD CONSTRAINT "photo_permissions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_permissions" ADD CONSTRAINT "photo_permissions_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_children_club_child_uq" ON "club_children" USING btree ("club_id","child_id");--> statement-breakpoint
CREATE INDEX "club_children_child_idx" ON "club_children" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "emergency_contacts_child_position_uq" ON "emergency_contacts" USING btree ("child_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_permissions_club_child_uq" ON "photo_permissions" USING btree ("club_id","child_id");--> statement-breakpoint
-- Children added before clubs knew their children belong to the clubs where their parent is a parent.
INSERT INTO "club_children" ("club_id", "child_id")
SELECT DISTINCT m."club_id", c."id" FROM "children" c
JOIN "memberships" m ON m."user_id" = c."parent_user_id" AND m."role" = 'parent';
