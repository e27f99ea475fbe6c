CREATE TABLE "club_booking_settings" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"hold_minutes" smallint DEFAULT 15 NOT NULL,
	"pending_order_hold_minutes" smallint DEFAULT 60 NOT NULL,
	"setup_fee_amount" integer DEFAULT 0 NOT NULL,
	"setup_fee_mandatory" boolean DEFAULT false NOT NULL,
	"setup_fees_reset_at" timestamp with time zone,
	"sibling_discount_kind" varchar(10),
	"sibling_discount_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"club_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"run_id" integer,
	"trial_session_start" timestamp with time zone,
	"camp_day_id" integer,
	"camp_week_id" integer,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holds_one_place" CHECK (("holds"."run_id" is null) <> ("holds"."camp_day_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(20) NOT NULL,
	"child_id" integer,
	"run_id" integer,
	"camp_id" integer,
	"amount" integer NOT NULL,
	"payable" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"club_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"subtotal" integer NOT NULL,
	"discounts" integer NOT NULL,
	"total" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "run_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "camp_day_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" varchar(12);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trial_session_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_booking_settings" ADD CONSTRAINT "club_booking_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_camp_day_id_camp_days_id_fk" FOREIGN KEY ("camp_day_id") REFERENCES "public"."camp_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_camp_week_id_camp_weeks_id_fk" FOREIGN KEY ("camp_week_id") REFERENCES "public"."camp_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_run_idx" ON "holds" USING btree ("run_id","expires_at");--> statement-breakpoint
CREATE INDEX "holds_camp_day_idx" ON "holds" USING btree ("camp_day_id","expires_at");--> statement-breakpoint
CREATE INDEX "holds_parent_idx" ON "holds" USING btree ("parent_user_id","club_id");--> statement-breakpoint
CREATE INDEX "holds_club_expiry_idx" ON "holds" USING btree ("club_id","expires_at");--> statement-breakpoint
CREATE INDEX "holds_order_idx" ON "holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "holds_item_idx" ON "holds" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_uq" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_parent_idempotency_uq" ON "orders" USING btree ("parent_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_club_idx" ON "orders" USING btree ("club_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_camp_day_id_camp_days_id_fk" FOREIGN KEY ("camp_day_id") REFERENCES "public"."camp_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_camp_day_status_idx" ON "bookings" USING btree ("camp_day_id","status");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_child_run_confirmed_uq" ON "bookings" USING btree ("child_id","run_id") WHERE "bookings"."status" = 'confirmed' and "bookings"."run_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_child_camp_day_confirmed_uq" ON "bookings" USING btree ("child_id","camp_day_id") WHERE "bookings"."status" = 'confirmed' and "bookings"."camp_day_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_place" CHECK (("bookings"."run_id" is null) <> ("bookings"."camp_day_id" is null));--> statement-breakpoint
-- A hold placed or released changes a club's availability as a booking does: on PGlite, the
-- schedule cache hears it (migration 0005's NOTIFY, only where the session asks for it).
CREATE TRIGGER holds_notify_schedule_change AFTER INSERT OR UPDATE OR DELETE ON holds FOR EACH ROW EXECUTE FUNCTION notify_booking_change();
