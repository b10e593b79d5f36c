-- Outgoing webhooks (issue 34 point 4): a company's subscriptions, one delivery per subscription
-- and event (written in the transaction of the change it tells of), and every attempt at it.

CREATE TABLE webhooks (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  url text NOT NULL,
  -- The HMAC key deliveries are signed with: it must be readable to sign (decision 74).
  secret text NOT NULL,
  events text[] NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

CREATE TABLE webhook_deliveries (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  -- Each replay starts a new round of attempts: a retry queued by an earlier round finds itself
  -- superseded and sends nothing.
  round integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhooks (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (tenant_id, webhook_id, created_at);

CREATE TABLE webhook_attempts (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  delivery_id uuid NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  status_code integer,
  -- The start of the receiver's answer, or why no answer came (refused address, timeout).
  answer text,
  error text,
  duration_ms integer NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, delivery_id) REFERENCES webhook_deliveries (tenant_id, id)
    ON DELETE CASCADE
);
CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (tenant_id, delivery_id, at);

GRANT SELECT, INSERT, UPDATE, DELETE ON webhooks TO {{app_role}};
GRANT SELECT, INSERT, UPDATE ON webhook_deliveries TO {{app_role}};
GRANT SELECT, INSERT ON webhook_attempts TO {{app_role}};
SELECT enable_tenant_isolation('webhooks');
SELECT enable_tenant_isolation('webhook_deliveries');
SELECT enable_tenant_isolation('webhook_attempts');
