CREATE TABLE "franchise_clubs" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"royalty_hundredths" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_family_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"from_club_id" integer NOT NULL,
	"to_club_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"consent_given_on" date NOT NULL,
	"consent_note" text NOT NULL,
	"children" integer NOT NULL,
	"moved_by" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_managers" (
	"network_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_managers_network_id_user_id_pk" PRIMARY KEY("network_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "franchise_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "franchise_shared_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"subject" varchar(150) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "franchise_clubs" ADD CONSTRAINT "franchise_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_clubs" ADD CONSTRAINT "franchise_clubs_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_family_moves" ADD CONSTRAINT "franchise_family_moves_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_family_moves" ADD CONSTRAINT "franchise_family_moves_from_club_id_clubs_id_fk" FOREIGN KEY ("from_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_family_moves" ADD CONSTRAINT "franchise_family_moves_to_club_id_clubs_id_fk" FOREIGN KEY ("to_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_family_moves" ADD CONSTRAINT "franchise_family_moves_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_family_moves" ADD CONSTRAINT "franchise_family_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_managers" ADD CONSTRAINT "franchise_managers_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_managers" ADD CONSTRAINT "franchise_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_networks" ADD CONSTRAINT "franchise_networks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_shared_texts" ADD CONSTRAINT "franchise_shared_texts_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_shared_texts" ADD CONSTRAINT "franchise_shared_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchise_clubs_network_idx" ON "franchise_clubs" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "franchise_family_moves_network_idx" ON "franchise_family_moves" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "franchise_managers_user_idx" ON "franchise_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "franchise_shared_texts_network_idx" ON "franchise_shared_texts" USING btree ("network_id");