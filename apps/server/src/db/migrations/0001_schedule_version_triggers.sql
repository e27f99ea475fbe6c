-- Any write to a club's schedule bumps clubs.schedule_version, which keys the public schedule
-- cache in every server process. Bookings are not listed here on purpose: they would make the
-- clubs row a hot spot during a rush; the cache key reads their newest updated_at instead.
CREATE OR REPLACE FUNCTION bump_schedule_version() RETURNS trigger AS $$
BEGIN
  UPDATE clubs SET schedule_version = schedule_version + 1
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.club_id ELSE NEW.club_id END;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER venues_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON venues FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER terms_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON terms FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER runs_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON runs FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER run_class_times_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON run_class_times FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER run_sessions_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON run_sessions FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER camps_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON camps FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER camp_weeks_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON camp_weeks FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
--> statement-breakpoint
CREATE TRIGGER camp_days_bump_schedule_version AFTER INSERT OR UPDATE OR DELETE ON camp_days FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
