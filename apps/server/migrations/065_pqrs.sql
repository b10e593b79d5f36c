-- The citizen window (issue 47): the PQRS types a company answers, each with its legal term in
-- business days and the longest extension the law allows; the window's settings; and each PQRS
-- filed, one row beside its record, holding what the record does not (the petitioner, the text,
-- the clock, the tracking code's hash and the stored receipt).
CREATE TABLE pqrs_types (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL,
  -- The law's type it was seeded as (its name then comes from the catalogues), or null for one
  -- the company added.
  law_kind text,
  name text,
  term_days int NOT NULL CHECK (term_days BETWEEN 1 AND 90),
  extension_days int NOT NULL CHECK (extension_days BETWEEN 0 AND 180),
  active boolean NOT NULL DEFAULT true,
  position int NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT pqrs_types_law_kind_once UNIQUE (tenant_id, law_kind),
  CONSTRAINT pqrs_types_named CHECK (law_kind IS NOT NULL OR name IS NOT NULL)
);

CREATE TABLE pqrs_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  window_open boolean NOT NULL DEFAULT false,
  intake_form_id uuid,
  -- Who the window files as: the records land among theirs, the form's workflow starts for them.
  receiver_id uuid,
  policy_text text NOT NULL DEFAULT '',
  ask_characterisation boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, intake_form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, receiver_id) REFERENCES users (tenant_id, id)
);

CREATE TABLE pqrs_requests (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  record_id uuid NOT NULL,
  type_id uuid NOT NULL,
  state text NOT NULL DEFAULT 'received',
  received_at timestamptz NOT NULL,
  term_days int NOT NULL,
  due_at timestamptz NOT NULL,
  text text NOT NULL,
  -- Null for an anonymous petition.
  petitioner jsonb,
  characterisation jsonb,
  language text NOT NULL,
  tracking_hash text NOT NULL,
  -- The proof of work it was filed with: each is spent once.
  challenge text NOT NULL,
  receipt_key text NOT NULL,
  receipt_sha256 text NOT NULL,
  -- The one extension the law allows (Ley 1755 art. 14 par.): the due date before it, and why.
  extended_at timestamptz,
  extension_days int,
  extension_reason text,
  due_before_extension timestamptz,
  -- Asked to complete it (Ley 1755 art. 17): the clock stopped then, with these business days left.
  paused_at timestamptz,
  days_left_at_pause int,
  PRIMARY KEY (tenant_id, record_id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, type_id) REFERENCES pqrs_types (tenant_id, id),
  CONSTRAINT pqrs_requests_challenge_once UNIQUE (tenant_id, challenge)
);

-- What the company told the petitioner (an extension's reason, later a remission or an answer),
-- shown on the tracking page in the order it was said.
CREATE TABLE pqrs_messages (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL,
  record_id uuid NOT NULL,
  kind text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Who in the company said it; null for what the petitioner did (a withdrawal).
  created_by uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES pqrs_requests (tenant_id, record_id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
);

CREATE INDEX pqrs_messages_of_request ON pqrs_messages (tenant_id, record_id, created_at);

CREATE INDEX pqrs_requests_by_due ON pqrs_requests (tenant_id, due_at) WHERE state <> 'answered';

GRANT SELECT, INSERT, UPDATE ON pqrs_types, pqrs_settings, pqrs_requests TO {{app_role}};
GRANT SELECT, INSERT ON pqrs_messages TO {{app_role}};
SELECT enable_tenant_isolation('pqrs_types');
SELECT enable_tenant_isolation('pqrs_settings');
SELECT enable_tenant_isolation('pqrs_requests');
SELECT enable_tenant_isolation('pqrs_messages');
