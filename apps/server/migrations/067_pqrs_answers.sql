-- Answering a PQRS (issue 47 §3): the company's outgoing form, its answer templates, each PQRS's
-- answer as drafted and then filed as an outgoing radicado, the evidence of each delivery, and
-- the links between records (an answer, a remission, a reply) that the records feature owns.
ALTER TABLE pqrs_settings
  ADD COLUMN outgoing_form_id uuid,
  ADD FOREIGN KEY (tenant_id, outgoing_form_id) REFERENCES forms (tenant_id, id);

CREATE TABLE pqrs_answer_templates (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL,
  name text NOT NULL,
  -- Paragraphs separated by blank lines, with {{variables}} filled from the PQRS.
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);

-- One answer a PQRS: its text while drafted, then the outgoing record it was filed as and the
-- file holding its PDF; sealed_at when the company's seal signed that PDF, published_at when it
-- was first sent (every way of sending shows it on the tracking page).
CREATE TABLE pqrs_answers (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  record_id uuid NOT NULL,
  text text NOT NULL,
  outgoing_record_id uuid,
  file_id uuid,
  sealed_at timestamptz,
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, record_id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES pqrs_requests (tenant_id, record_id),
  FOREIGN KEY (tenant_id, outgoing_record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, file_id) REFERENCES record_files (tenant_id, id),
  CHECK ((outgoing_record_id IS NULL) = (file_id IS NULL))
);

-- Each way the answer went out, with its evidence: the SMTP server's answer and the Message-ID
-- of a mail, when it was published on the tracking page, or a courier's guide and how it ended.
-- notified_at is when the petitioner counts as told: the clock stopped there.
CREATE TABLE pqrs_deliveries (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL,
  record_id uuid NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'tracking', 'physical')),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid NOT NULL,
  email text,
  message_id text,
  smtp_response text,
  courier text,
  guide_number text,
  -- A physical dispatch's end: delivered, or returned with its reason.
  outcome text CHECK (outcome IN ('delivered', 'returned')),
  return_reason text,
  settled_at timestamptz,
  notified_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES pqrs_answers (tenant_id, record_id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id)
);

CREATE INDEX pqrs_deliveries_of_answer ON pqrs_deliveries (tenant_id, record_id, created_at);

-- Records linked to each other, read from either end.
CREATE TABLE record_links (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  from_record_id uuid NOT NULL,
  to_record_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('answer', 'remission', 'reply')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, from_record_id, to_record_id, kind),
  FOREIGN KEY (tenant_id, from_record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, to_record_id) REFERENCES records (tenant_id, id),
  CHECK (from_record_id <> to_record_id)
);

CREATE INDEX record_links_to ON record_links (tenant_id, to_record_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON pqrs_answer_templates TO {{app_role}};
GRANT SELECT, INSERT, UPDATE ON pqrs_answers, pqrs_deliveries TO {{app_role}};
GRANT SELECT, INSERT ON record_links TO {{app_role}};
SELECT enable_tenant_isolation('pqrs_answer_templates');
SELECT enable_tenant_isolation('pqrs_answers');
SELECT enable_tenant_isolation('pqrs_deliveries');
SELECT enable_tenant_isolation('record_links');
