ALTER TABLE "club_messaging_settings" ADD COLUMN "reminder_hours_before" integer;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "open_token" varchar(64);--> statement-breakpoint
ALTER TABLE "message_recipients" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sms_over_cap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "expanded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_left_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "count_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_open_token_uq" ON "message_recipients" USING btree ("open_token");--> statement-breakpoint
CREATE INDEX "messages_club_expanded_idx" ON "messages" USING btree ("club_id","expanded_at");--> statement-breakpoint
-- The log's counts, kept on the message (schema/messaging.ts messages.count_*): each channel of each recipient once,
-- by status. Statement triggers on message_recipients add what a statement inserted, moved or deleted, one UPDATE of
-- each message touched a statement, so reading the log never counts recipients (a message may have 10,000).
CREATE OR REPLACE FUNCTION message_channel_count(email_status text, sms_status text, statuses text[]) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(email_status = ANY(statuses), false)::int + coalesce(sms_status = ANY(statuses), false)::int
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION message_counts_add(ids integer[], email_statuses text[], sms_statuses text[], direction integer)
  RETURNS void LANGUAGE sql AS $$
  UPDATE messages m SET
    count_pending = m.count_pending + direction * d.pending,
    count_sent = m.count_sent + direction * d.sent,
    count_delivered = m.count_delivered + direction * d.delivered,
    count_failed = m.count_failed + direction * d.failed,
    count_left_out = m.count_left_out + direction * d.left_out
  FROM (
    SELECT c.message_id,
      sum(message_channel_count(c.e, c.s, '{pending}')) AS pending,
      sum(message_channel_count(c.e, c.s, '{sent}')) AS sent,
      sum(message_channel_count(c.e, c.s, '{delivered}')) AS delivered,
      sum(message_channel_count(c.e, c.s, '{failed,undelivered}')) AS failed,
      sum(message_channel_count(c.e, c.s, '{left-out}')) AS left_out
    FROM unnest(ids, email_statuses, sms_statuses) AS c(message_id, e, s)
    GROUP BY c.message_id
  ) d
  WHERE m.id = d.message_id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION message_recipients_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM message_counts_add(array_agg(message_id), array_agg(email_status), array_agg(sms_status), 1) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM message_counts_add(array_agg(message_id), array_agg(email_status), array_agg(sms_status), -1) FROM old_rows;
  ELSE
    -- Only rows whose statuses moved (marking read, counting an attempt change nothing).
    PERFORM message_counts_add(array_agg(o.message_id), array_agg(o.email_status), array_agg(o.sms_status), -1)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.email_status IS DISTINCT FROM o.email_status OR n.sms_status IS DISTINCT FROM o.sms_status;
    PERFORM message_counts_add(array_agg(n.message_id), array_agg(n.email_status), array_agg(n.sms_status), 1)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.email_status IS DISTINCT FROM o.email_status OR n.sms_status IS DISTINCT FROM o.sms_status;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER message_recipients_count_insert AFTER INSERT ON message_recipients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_recipients_count();--> statement-breakpoint
CREATE TRIGGER message_recipients_count_update AFTER UPDATE ON message_recipients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_recipients_count();--> statement-breakpoint
CREATE TRIGGER message_recipients_count_delete AFTER DELETE ON message_recipients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_recipients_count();--> statement-breakpoint
-- The messages already sent: their counts as they stand, and their SMS counted on the day they were made.
UPDATE messages m SET
  count_pending = d.pending, count_sent = d.sent, count_delivered = d.delivered, count_failed = d.failed,
  count_left_out = d.left_out
FROM (
  SELECT message_id,
    sum(message_channel_count(email_status, sms_status, '{pending}')) AS pending,
    sum(message_channel_count(email_status, sms_status, '{sent}')) AS sent,
    sum(message_channel_count(email_status, sms_status, '{delivered}')) AS delivered,
    sum(message_channel_count(email_status, sms_status, '{failed,undelivered}')) AS failed,
    sum(message_channel_count(email_status, sms_status, '{left-out}')) AS left_out
  FROM message_recipients GROUP BY message_id
) d
WHERE m.id = d.message_id;--> statement-breakpoint
UPDATE messages SET expanded_at = created_at WHERE status IN ('sending', 'sent');
