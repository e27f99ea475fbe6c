CREATE TABLE "failed_invoices" (
	"provider_invoice_id" varchar(255) PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"failure_emailed_at" timestamp with time zone NOT NULL,
	"receipt_emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "failed_invoices" ADD CONSTRAINT "failed_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;