CREATE TABLE "franchise_club_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "franchise_royalty_rates" (
	"network_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"royalty_hundredths" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "franchise_royalty_rates_network_id_club_id_effective_from_pk" PRIMARY KEY("network_id","club_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "franchise_club_departures" ADD CONSTRAINT "franchise_club_departures_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_club_departures" ADD CONSTRAINT "franchise_club_departures_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_club_departures" ADD CONSTRAINT "franchise_club_departures_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_royalty_rates" ADD CONSTRAINT "franchise_royalty_rates_network_id_franchise_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."franchise_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_royalty_rates" ADD CONSTRAINT "franchise_royalty_rates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_royalty_rates" ADD CONSTRAINT "franchise_royalty_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchise_club_departures_network_idx" ON "franchise_club_departures" USING btree ("network_id");--> statement-breakpoint
-- The single royalty each club had becomes its rate from the month it joined (London time).
INSERT INTO "franchise_royalty_rates" ("network_id", "club_id", "effective_from", "royalty_hundredths", "set_at")
SELECT "network_id", "club_id", date_trunc('month', "joined_at" AT TIME ZONE 'Europe/London')::date, "royalty_hundredths", "joined_at"
FROM "franchise_clubs";--> statement-breakpoint
ALTER TABLE "franchise_clubs" DROP COLUMN "royalty_hundredths";