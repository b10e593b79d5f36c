-- Every request read its session, user, company and every role grant in one statement, and a
-- record list read its form with its fields: the one part of a request whose removal moved the
-- list by more than the noise (decisions 59, 60). Both are now kept in memory and checked at every
-- request against the company's access stamp, a counter that every committed change to what they
-- were read from raises in the same transaction. Equal stamps mean nothing they hold has changed.
ALTER TABLE tenants ADD COLUMN access_stamp bigint NOT NULL DEFAULT 0;

-- Any change to the company's own row raises its stamp (name, time zone, password policy).
CREATE FUNCTION tenant_change_raises_stamp() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.access_stamp = OLD.access_stamp THEN
    NEW.access_stamp := OLD.access_stamp + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER access_stamp BEFORE UPDATE ON tenants
  FOR EACH ROW EXECUTE FUNCTION tenant_change_raises_stamp();

-- Runs at commit (a deferred constraint trigger), so the company row is locked only while the
-- transaction commits: two administrators' changes never wait on each other's whole transaction,
-- and a transaction cannot hold the company row while it waits for a row another one holds.
-- Raised once per transaction and company; the app role may not write the stamp itself.
CREATE FUNCTION raise_access_stamp() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
DECLARE
  company uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
BEGIN
  IF current_setting('app.access_stamp_raised', true) IS DISTINCT FROM company::text THEN
    UPDATE tenants SET access_stamp = access_stamp + 1 WHERE id = company;
    PERFORM set_config('app.access_stamp_raised', company::text, true);
  END IF;
  RETURN NULL;
END $$;

-- The tables the session's statement and the list's form read, sessions aside (each request reads
-- its session row anyway). A user's own columns raise it; a failed login's count does not.
CREATE CONSTRAINT TRIGGER access_stamp
  AFTER INSERT OR DELETE OR UPDATE OF user_name, first_name, last_name, user_type, status,
    is_api_account, password_changed_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_access_stamp();

DO $$
DECLARE
  stamped text;
BEGIN
  FOREACH stamped IN ARRAY ARRAY['roles', 'role_members', 'role_form_grants', 'role_trd_grants',
                                  'forms', 'form_fields', 'lists']
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER access_stamp AFTER INSERT OR UPDATE OR DELETE ON %I
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION raise_access_stamp()',
      stamped
    );
  END LOOP;
END $$;
