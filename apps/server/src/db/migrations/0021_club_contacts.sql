-- A club's contacts, kept as they change (schema/people.ts clubContacts): a parent is one while they hold an active
-- parent membership or have a child who is the club's member, joined when first connected. Before this, every
-- contacts page grouped the club's memberships and club children whole to find them (docs/club-admin.md).
CREATE TABLE "club_contacts" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_contacts_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "club_contacts" ADD CONSTRAINT "club_contacts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_contacts" ADD CONSTRAINT "club_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_contacts_club_joined_idx" ON "club_contacts" USING btree ("club_id","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "club_contacts_user_idx" ON "club_contacts" USING btree ("user_id");--> statement-breakpoint
-- Recomputes one parent's connection to one club from its sources. The parent's row is locked first (NO KEY
-- UPDATE: it does not wait on the foreign-key checks that hold KEY SHARE), so two transactions changing the same
-- parent's connections take turns and the second reads the first's committed rows: neither leaves a stale answer.
CREATE OR REPLACE FUNCTION refresh_club_contact(p_club integer, p_user integer) RETURNS void AS $$
DECLARE
  first_joined timestamptz;
BEGIN
  IF p_club IS NULL OR p_user IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT min(joined_at) INTO first_joined FROM (
    SELECT m.created_at AS joined_at FROM memberships m
      WHERE m.club_id = p_club AND m.user_id = p_user AND m.role = 'parent' AND m.status = 'active'
    UNION ALL
    SELECT cc.created_at FROM club_children cc JOIN children ch ON ch.id = cc.child_id
      WHERE cc.club_id = p_club AND ch.parent_user_id = p_user
  ) connected;
  IF first_joined IS NULL THEN
    DELETE FROM club_contacts WHERE club_id = p_club AND user_id = p_user;
  ELSE
    INSERT INTO club_contacts (club_id, user_id, joined_at)
      SELECT p_club, p_user, first_joined WHERE EXISTS (SELECT 1 FROM clubs WHERE id = p_club)
      ON CONFLICT (club_id, user_id) DO UPDATE SET joined_at = excluded.joined_at;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_contacts_from_membership() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_club_contact(OLD.club_id, OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_club_contact(NEW.club_id, NEW.user_id); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER memberships_club_contacts AFTER INSERT OR DELETE OR UPDATE OF club_id, user_id, role, status, created_at
  ON memberships FOR EACH ROW EXECUTE FUNCTION club_contacts_from_membership();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION club_contacts_from_club_child() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_club_contact(OLD.club_id, (SELECT parent_user_id FROM children WHERE id = OLD.child_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_club_contact(NEW.club_id, (SELECT parent_user_id FROM children WHERE id = NEW.child_id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER club_children_club_contacts AFTER INSERT OR DELETE OR UPDATE OF club_id, child_id, created_at
  ON club_children FOR EACH ROW EXECUTE FUNCTION club_contacts_from_club_child();
--> statement-breakpoint
-- A child deleted takes its club memberships first, while the child (and so its parent) can still be read: the
-- foreign key's cascade would delete them after the child, when club_children's trigger could no longer find whose
-- connection to recompute.
CREATE OR REPLACE FUNCTION club_children_before_child_deleted() RETURNS trigger AS $$
BEGIN
  DELETE FROM club_children WHERE child_id = OLD.id;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER children_club_children_first BEFORE DELETE ON children
  FOR EACH ROW EXECUTE FUNCTION club_children_before_child_deleted();
--> statement-breakpoint
-- A child moved to another parent moves its clubs' connections with it.
CREATE OR REPLACE FUNCTION club_contacts_from_child_parent() RETURNS trigger AS $$
DECLARE
  member record;
BEGIN
  FOR member IN SELECT club_id FROM club_children WHERE child_id = NEW.id LOOP
    PERFORM refresh_club_contact(member.club_id, OLD.parent_user_id);
    PERFORM refresh_club_contact(member.club_id, NEW.parent_user_id);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER children_club_contacts AFTER UPDATE OF parent_user_id ON children
  FOR EACH ROW WHEN (OLD.parent_user_id IS DISTINCT FROM NEW.parent_user_id)
  EXECUTE FUNCTION club_contacts_from_child_parent();
--> statement-breakpoint
INSERT INTO club_contacts (club_id, user_id, joined_at)
  SELECT club_id, parent_id, min(joined_at) FROM (
    SELECT m.club_id, m.user_id AS parent_id, m.created_at AS joined_at FROM memberships m
      WHERE m.role = 'parent' AND m.status = 'active'
    UNION ALL
    SELECT cc.club_id, ch.parent_user_id, cc.created_at FROM club_children cc JOIN children ch ON ch.id = cc.child_id
  ) connected
  GROUP BY club_id, parent_id;
