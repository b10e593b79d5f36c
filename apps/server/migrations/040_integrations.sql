-- Integration requests and their configuration (issue 34 point 2, decision 73). A company asks
-- for an integration (the e-signature provider's portal), an installation operator moves the
-- request through its states, and an administrator configures an approved one: the portal user,
-- its key (encrypted with the installation's secret, never readable back) and the communications
-- agreement (a PDF in the file storage).
CREATE TABLE integrations (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number integer NOT NULL,
  contact_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  description text NOT NULL,
  -- Spec §4: active 1, in process 2, in management 3, declined 4, approved 5.
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  portal_user text,
  portal_key_sealed text,
  agreement_key text,
  agreement_size integer,
  requested_by uuid NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  configured_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, number)
);
-- Spec §4: one request active or pending (states 1 to 3) at a time.
CREATE UNIQUE INDEX integrations_one_open ON integrations (tenant_id) WHERE status IN (1, 2, 3);

GRANT SELECT, INSERT, UPDATE ON integrations TO {{app_role}};
SELECT enable_tenant_isolation('integrations');
