CREATE TABLE "beta_country_sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beta_country_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"country" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_settings" (
	"club_id" integer NOT NULL,
	"key" varchar(80) NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_club_id_key_pk" PRIMARY KEY("club_id","key")
);
--> statement-breakpoint
CREATE TABLE "camp_coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camp_coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "phone" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "website" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "facebook" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "twitter" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "instagram_handle" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "youtube_account" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tiktok_handle" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "country" varchar(2) DEFAULT 'GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "skin_key" varchar(40);--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "has_custom_skin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "logo_key" varchar(255);--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "sms_invoices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "on_sign_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "camps" ADD COLUMN "invite_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "invite_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment_settings" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_payment_settings" ADD COLUMN "subscription_id" varchar(255);--> statement-breakpoint
ALTER TABLE "club_payment_settings" ADD COLUMN "previous_subscription_id" varchar(255);--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_coaches" ADD CONSTRAINT "camp_coaches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_coaches" ADD CONSTRAINT "camp_coaches_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_coaches" ADD CONSTRAINT "camp_coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camp_coaches_camp_user_uq" ON "camp_coaches" USING btree ("camp_id","user_id");