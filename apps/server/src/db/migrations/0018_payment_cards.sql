ALTER TABLE "payments" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" varchar(4);