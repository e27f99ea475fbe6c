CREATE TABLE "club_platform_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"checkout_session_id" varchar(255),
	"provider_subscription_id" varchar(255),
	"provider_customer_id" varchar(255),
	"status" varchar(24) NOT NULL,
	"current_period_end" timestamp with time zone,
	"card_brand" varchar(16),
	"card_last4" varchar(4),
	"card_exp_month" integer,
	"card_exp_year" integer,
	"lapsed_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_invoices" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"club_subscription_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount_due" integer NOT NULL,
	"amount_paid" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'gbp' NOT NULL,
	"interval" varchar(8) NOT NULL,
	"grace_days" integer DEFAULT 14 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_platform_subscriptions" ADD CONSTRAINT "club_platform_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_platform_subscriptions" ADD CONSTRAINT "club_platform_subscriptions_plan_id_platform_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."platform_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_club_subscription_id_club_platform_subscriptions_id_fk" FOREIGN KEY ("club_subscription_id") REFERENCES "public"."club_platform_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_platform_subscriptions_session_uq" ON "club_platform_subscriptions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_platform_subscriptions_provider_uq" ON "club_platform_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "club_platform_subscriptions_club_idx" ON "club_platform_subscriptions" USING btree ("club_id");