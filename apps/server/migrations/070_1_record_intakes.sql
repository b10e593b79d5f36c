-- Intake's one path in (ARCHITECTURE §7c, issue 48): how a record arrived when it did not come
-- from a screen, and the identity it came with (a message's Message-ID, or the hash of the raw
-- message when it has none). The key is unique per company and channel and written in the filing's
-- transaction, so a retry, a crash or a second worker never files the same arrival twice.
CREATE TABLE record_intakes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  channel text NOT NULL CHECK (channel IN ('mail')),
  key text NOT NULL,
  record_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, channel, key),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id)
);
CREATE INDEX record_intakes_by_record ON record_intakes (tenant_id, record_id);

GRANT SELECT, INSERT ON record_intakes TO {{app_role}};
SELECT enable_tenant_isolation('record_intakes');
