CREATE TABLE "club_fee_rates" (
	"club_id" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"commission_hundredths" integer NOT NULL,
	"provider_hundredths" integer NOT NULL,
	"fixed_fee" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_fee_rates_club_id_effective_from_pk" PRIMARY KEY("club_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_fee_rates" ADD CONSTRAINT "club_fee_rates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A club's rates so far become its rates since the club began (schema/club-payment-settings.ts, club_fee_rates).
INSERT INTO "club_fee_rates" ("club_id", "effective_from", "commission_hundredths", "provider_hundredths", "fixed_fee", "created_at")
SELECT s."club_id", c."created_at", s."commission_hundredths", s."provider_hundredths", s."fixed_fee", now()
FROM "club_payment_settings" s JOIN "clubs" c ON c."id" = s."club_id";--> statement-breakpoint
ALTER TABLE "club_payment_settings" DROP COLUMN "commission_hundredths";--> statement-breakpoint
ALTER TABLE "club_payment_settings" DROP COLUMN "provider_hundredths";--> statement-breakpoint
ALTER TABLE "club_payment_settings" DROP COLUMN "fixed_fee";