CREATE TABLE "open_data_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"modified" bigint NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_data_sessions_club_modified_idx" ON "open_data_sessions" USING btree ("club_id","modified","session_id");--> statement-breakpoint
-- The open-data change log (schema/open-data.ts), kept by triggers: every write to a session, and every change to a
-- run (its name, venue, draft or invite-only state), marks the sessions it touches with the writing transaction's id.
CREATE OR REPLACE FUNCTION open_data_session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO open_data_sessions (session_id, club_id, modified, deleted)
      VALUES (OLD.id, OLD.club_id, pg_current_xact_id()::text::bigint, true)
      ON CONFLICT (session_id) DO UPDATE SET modified = excluded.modified, deleted = true;
    RETURN OLD;
  END IF;
  INSERT INTO open_data_sessions (session_id, club_id, modified, deleted)
    VALUES (NEW.id, NEW.club_id, pg_current_xact_id()::text::bigint, false)
    ON CONFLICT (session_id) DO UPDATE SET modified = excluded.modified, deleted = false;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER run_sessions_open_data AFTER INSERT OR UPDATE OR DELETE ON run_sessions
  FOR EACH ROW EXECUTE FUNCTION open_data_session_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_data_run_changed() RETURNS trigger AS $$
BEGIN
  UPDATE open_data_sessions SET modified = pg_current_xact_id()::text::bigint
    WHERE session_id IN (SELECT id FROM run_sessions WHERE run_id = NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER runs_open_data AFTER UPDATE ON runs
  FOR EACH ROW WHEN (OLD.class_name IS DISTINCT FROM NEW.class_name OR OLD.venue_id IS DISTINCT FROM NEW.venue_id
    OR OLD.draft IS DISTINCT FROM NEW.draft OR OLD.invite_only IS DISTINCT FROM NEW.invite_only)
  EXECUTE FUNCTION open_data_run_changed();
--> statement-breakpoint
INSERT INTO open_data_sessions (session_id, club_id, modified)
  SELECT id, club_id, pg_current_xact_id()::text::bigint FROM run_sessions;
