-- The embedded database (PGlite) has one process, so it can learn of every change to a club's
-- public schedule (the schedule itself, or its bookings) as it happens, instead of asking the
-- database on every read. A session that sets `clubroom.notify_changes = on` (only the PGlite
-- client does) gets NOTIFY schedule_changed with the club id. PostgreSQL server sessions never
-- set it, so a booking rush there takes no notification-queue lock at commit.
CREATE OR REPLACE FUNCTION notify_schedule_change(changed_club_id integer) RETURNS void AS $$
BEGIN
  IF current_setting('clubroom.notify_changes', true) = 'on' THEN
    PERFORM pg_notify('schedule_changed', changed_club_id::text);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger AS $$
DECLARE
  changed_club_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.club_id ELSE NEW.club_id END;
BEGIN
  UPDATE clubs SET schedule_version = schedule_version + 1 WHERE id = changed_club_id;
  PERFORM notify_schedule_change(changed_club_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_booking_change() RETURNS trigger AS $$
BEGIN
  PERFORM notify_schedule_change(CASE WHEN TG_OP = 'DELETE' THEN OLD.club_id ELSE NEW.club_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_notify_schedule_change AFTER INSERT OR UPDATE OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION notify_booking_change();
