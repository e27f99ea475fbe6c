ALTER TABLE "club_booking_settings" ADD COLUMN "trials_offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Whether the club offers trials shows on its public schedule (a run's TRIAL label, its page's 'Book a Trial'),
-- so switching it is a change to the schedule: it bumps clubs.schedule_version as the schedule's tables do (0001, 0005).
CREATE TRIGGER club_booking_settings_bump_schedule_version AFTER INSERT OR UPDATE OF trials_offered ON club_booking_settings FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
