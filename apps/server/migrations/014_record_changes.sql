-- Editing and cancelling filed records (issue 11, points 6 and 7).

-- A record keeps when it was last edited, and why, by whom and when it was cancelled (spec §3).
ALTER TABLE records
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN cancel_reason text,
  ADD COLUMN cancelled_by uuid,
  ADD COLUMN cancelled_at timestamptz,
  ADD CONSTRAINT records_cancelled_by_fk
    FOREIGN KEY (tenant_id, cancelled_by) REFERENCES users (tenant_id, id),
  -- A cancelled record always says why, who and when; one in force never does.
  ADD CONSTRAINT records_cancellation CHECK (
    (status = 1 AND cancel_reason IS NULL AND cancelled_by IS NULL AND cancelled_at IS NULL)
    OR (status = 2 AND cancel_reason IS NOT NULL AND cancelled_by IS NOT NULL
        AND cancelled_at IS NOT NULL)
  );

-- The application may change a record's data and status, never its number, form, filer or filing
-- time: those columns are not granted, so no code path can rewrite them.
GRANT UPDATE (status, subject, support_type, document_date, field_values, search_text, updated_at,
              cancel_reason, cancelled_by, cancelled_at)
  ON records TO {{app_role}};

-- A cancelled record is final (spec §4): the database refuses any change to it, whatever asks.
CREATE FUNCTION records_cancelled_is_final() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION 'record % is cancelled', OLD.number; END $$;
CREATE TRIGGER records_cancelled_no_update BEFORE UPDATE ON records
  FOR EACH ROW WHEN (OLD.status = 2) EXECUTE FUNCTION records_cancelled_is_final();
