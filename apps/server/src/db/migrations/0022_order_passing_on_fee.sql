-- The fee a club passes on to parents, fixed on the order at checkout (schema/bookings.ts orders.passing_on_fee), so
-- the basket, the payment page, the order page, the emails, the staff pages and the card charge show one total.
ALTER TABLE "orders" ADD COLUMN "passing_on_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An order already paid: the fee its payment charged.
UPDATE "orders" SET "passing_on_fee" = "payments"."fee" FROM "payments" WHERE "payments"."order_id" = "orders"."id";--> statement-breakpoint
-- An order still waiting for payment: the fee paying it would have charged (the club's rates, or spec §9's defaults).
UPDATE "orders" SET "passing_on_fee" = round("orders"."total" * (coalesce(s."provider_hundredths", 150) + coalesce(s."commission_hundredths", 300)) / 10000.0) + coalesce(s."fixed_fee", 20)
FROM "orders" o LEFT JOIN "club_payment_settings" s ON s."club_id" = o."club_id"
WHERE o."id" = "orders"."id" AND "orders"."status" = 'pending' AND "orders"."total" > 0 AND NOT coalesce(s."absorb_charges", false)
  AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = "orders"."id");
