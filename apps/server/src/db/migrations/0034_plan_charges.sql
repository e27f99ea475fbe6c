CREATE TABLE "plan_charge_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_charge_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_charge_id" integer NOT NULL,
	"provider_refund_id" varchar(255) NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"provider_invoice_id" varchar(255) NOT NULL,
	"amount" integer NOT NULL,
	"application_fee" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_charge_refunds" ADD CONSTRAINT "plan_charge_refunds_plan_charge_id_plan_charges_id_fk" FOREIGN KEY ("plan_charge_id") REFERENCES "public"."plan_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charge_refunds_provider_uq" ON "plan_charge_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "plan_charge_refunds_charge_idx" ON "plan_charge_refunds" USING btree ("plan_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_charges_invoice_uq" ON "plan_charges" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "plan_charges_club_paid_idx" ON "plan_charges" USING btree ("club_id","paid_at");