-- The contacts search matches names, emails and phone digits with ILIKE '%text%': trigram indexes on
-- the very expressions it matches (contacts.repository.ts) find a few matches without testing every
-- person and child. The embedded database loads pg_trgm too (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "children_full_name_trgm_idx" ON "children" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_mobile_digits_trgm_idx" ON "users" USING gin (regexp_replace(coalesce("mobile", ''), '[\s()-]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);