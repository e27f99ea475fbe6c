CREATE TABLE "family_credit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_credit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"source" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "family_credit_not_zero" CHECK ("family_credit"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_applied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "family_credit" ADD CONSTRAINT "family_credit_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit" ADD CONSTRAINT "family_credit_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit" ADD CONSTRAINT "family_credit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_credit" ADD CONSTRAINT "family_credit_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_credit_club_source_uq" ON "family_credit" USING btree ("club_id","source");--> statement-breakpoint
CREATE INDEX "family_credit_family_idx" ON "family_credit" USING btree ("club_id","parent_user_id");