CREATE TABLE "contact_attribute_values" (
	"attribute_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "contact_attribute_values_attribute_id_parent_user_id_pk" PRIMARY KEY("attribute_id","parent_user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"position" smallint NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"child_id" integer,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "registration_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"text" varchar(300) NOT NULL,
	"hint" varchar(300) DEFAULT '' NOT NULL,
	"type" varchar(16) NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"asked_per" varchar(8) NOT NULL,
	"visibility" varchar(8) NOT NULL,
	"for_whole_club" boolean NOT NULL,
	"run_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"term_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"camp_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"health_related" boolean DEFAULT false NOT NULL,
	"position" smallint NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_attribute_values" ADD CONSTRAINT "contact_attribute_values_attribute_id_contact_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."contact_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attribute_values" ADD CONSTRAINT "contact_attribute_values_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attribute_values" ADD CONSTRAINT "contact_attribute_values_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attributes" ADD CONSTRAINT "contact_attributes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_question_id_registration_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."registration_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_answers" ADD CONSTRAINT "registration_answers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_questions" ADD CONSTRAINT "registration_questions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attribute_values_club_idx" ON "contact_attribute_values" USING btree ("club_id","parent_user_id");--> statement-breakpoint
CREATE INDEX "contact_attributes_club_idx" ON "contact_attributes" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_answers_one_uq" ON "registration_answers" USING btree ("question_id","parent_user_id",coalesce("child_id", 0));--> statement-breakpoint
CREATE INDEX "registration_answers_club_parent_idx" ON "registration_answers" USING btree ("club_id","parent_user_id");--> statement-breakpoint
CREATE INDEX "registration_questions_club_idx" ON "registration_questions" USING btree ("club_id","position");