ALTER TABLE "trophies" ADD COLUMN "image_key" varchar(80);--> statement-breakpoint
ALTER TABLE "trophies" ADD COLUMN "image_type" varchar(16);