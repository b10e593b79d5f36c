-- Answers to creating calls sent with an Idempotency-Key, kept a day per company and user, so a
-- retried or doubled call gets the first answer instead of creating twice (issue 10, point 5).
CREATE TABLE idempotency_keys (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, key)
);
CREATE INDEX idempotency_keys_by_time ON idempotency_keys (tenant_id, created_at);
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO {{app_role}};
SELECT enable_tenant_isolation('idempotency_keys');
