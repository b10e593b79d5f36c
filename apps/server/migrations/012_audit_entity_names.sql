-- An entry names its entity as it was when the entry was written ("Rol Radicador PQRS"), so the
-- log reads the same after a rename or a deletion. The hash covers the name when there is one;
-- rows written before it have none and keep their hashes (platform/audit.ts).
ALTER TABLE audit_logs ADD COLUMN entity_name text;

-- The sealer still changes only the chain columns: the name is part of what it may not touch.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL
     AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL AND NEW.chain_pos IS NOT NULL
     AND (NEW.tenant_id, NEW.seq, NEW.at, NEW.user_id, NEW.user_name, NEW.module, NEW.action,
          NEW.entity_type, NEW.entity_id, NEW.entity_name, NEW.changes)
         IS NOT DISTINCT FROM
         (OLD.tenant_id, OLD.seq, OLD.at, OLD.user_id, OLD.user_name, OLD.module, OLD.action,
          OLD.entity_type, OLD.entity_id, OLD.entity_name, OLD.changes)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END $$;
