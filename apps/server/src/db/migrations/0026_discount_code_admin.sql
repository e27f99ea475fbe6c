DROP INDEX "discount_codes_club_code_uq";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_club_code_uq" ON "discount_codes" USING btree ("club_id","code") WHERE "discount_codes"."retired_at" is null;