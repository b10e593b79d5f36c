-- Writers append audit rows without any lock; a background sealer links them into each company's
-- hash chain within seconds (decision 9). `seq` now comes from one sequence, so writers never read
-- each other's rows; `chain_pos`, `prev_hash` and `hash` stay empty until the sealer fills them.
CREATE SEQUENCE audit_logs_seq OWNED BY audit_logs.seq;
SELECT setval('audit_logs_seq', coalesce((SELECT max(seq) FROM audit_logs), 0) + 1, false);
ALTER TABLE audit_logs ALTER COLUMN seq SET DEFAULT nextval('audit_logs_seq');
GRANT USAGE ON SEQUENCE audit_logs_seq TO {{app_role}};

-- The place of a row in its company's chain, given by the sealer in the order it seals.
ALTER TABLE audit_logs
  ADD COLUMN chain_pos bigint,
  ALTER COLUMN prev_hash DROP NOT NULL,
  ALTER COLUMN hash DROP NOT NULL;

-- Rows chained before this migration were numbered 1, 2, 3… per company and chained in that order.
-- The owner is subject to the forced row-level security policy, and the trigger refuses updates.
ALTER TABLE audit_logs NO FORCE ROW LEVEL SECURITY;
ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_no_update;
UPDATE audit_logs SET chain_pos = seq;
ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_no_update;
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;

ALTER TABLE audit_logs ADD CONSTRAINT audit_logs_sealed_whole
  CHECK ((hash IS NULL) = (prev_hash IS NULL) AND (hash IS NULL) = (chain_pos IS NULL));
CREATE UNIQUE INDEX audit_logs_chain ON audit_logs (tenant_id, chain_pos);
CREATE INDEX audit_logs_unsealed ON audit_logs (tenant_id, seq) WHERE hash IS NULL;

-- The one change a row may ever see: an unsealed row gets its chain position and hashes, nothing
-- else of it changes. Sealed rows and deletions are refused as before.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.hash IS NULL
     AND NEW.hash IS NOT NULL AND NEW.prev_hash IS NOT NULL AND NEW.chain_pos IS NOT NULL
     AND (NEW.tenant_id, NEW.seq, NEW.at, NEW.user_id, NEW.user_name, NEW.module, NEW.action,
          NEW.entity_type, NEW.entity_id, NEW.changes)
         IS NOT DISTINCT FROM
         (OLD.tenant_id, OLD.seq, OLD.at, OLD.user_id, OLD.user_name, OLD.module, OLD.action,
          OLD.entity_type, OLD.entity_id, OLD.changes)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END $$;

-- The sealer runs as the application role: it may write the chain columns and no other.
GRANT UPDATE (chain_pos, prev_hash, hash) ON audit_logs TO {{app_role}};
