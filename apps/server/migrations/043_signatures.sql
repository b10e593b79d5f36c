-- Electronic signatures (issue 33): the role grant "sign electronically" per form (spec §6), the
-- requests made on a record's file and their signatories (spec §3), with what the built-in
-- provider keeps to prove who signed: hashes of the link and of the one-time code (never either in
-- clear), the times sent, viewed, verified and signed, and the signer's address and browser.
ALTER TABLE role_form_grants ADD COLUMN sign_electronically boolean NOT NULL DEFAULT false;

CREATE TABLE signature_requests (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  record_id uuid NOT NULL,
  file_id uuid NOT NULL,
  -- The version signed, and its SHA-256: what the signers were shown.
  file_version integer NOT NULL,
  original_sha256 text NOT NULL,
  description text NOT NULL,
  -- 1 e-mail, 2 SMS, 3 WhatsApp, 4 SMS and WhatsApp.
  channel smallint NOT NULL,
  days smallint NOT NULL CHECK (days BETWEEN 1 AND 60),
  allow_data_change boolean NOT NULL,
  photo_evidence boolean NOT NULL,
  ordered boolean NOT NULL,
  -- 1 standard, 2 simple, 3 advanced.
  signature_type smallint NOT NULL,
  graphic boolean NOT NULL,
  -- 1 document, 2 promissory note.
  document_type smallint NOT NULL,
  provider text NOT NULL DEFAULT 'builtin',
  -- 0 pending, 1 signed, 2 voided (cancelled), 3 expired.
  status smallint NOT NULL DEFAULT 0,
  requested_by uuid NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  closed_at timestamptz,
  closed_by uuid,
  -- The signed PDF, once made: the file's version it became and its SHA-256.
  signed_version integer,
  signed_sha256 text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, file_id) REFERENCES record_files (tenant_id, id),
  FOREIGN KEY (tenant_id, requested_by) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, closed_by) REFERENCES users (tenant_id, id)
);
-- The report reads requests newest first, by company.
CREATE INDEX signature_requests_by_date ON signature_requests (tenant_id, requested_at DESC, id);
CREATE INDEX signature_requests_of_record ON signature_requests (tenant_id, record_id);

CREATE TABLE signatories (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL,
  position smallint NOT NULL,
  country text NOT NULL,
  dial_code text NOT NULL,
  phone text NOT NULL,
  full_name text NOT NULL,
  -- Spec §3 identity document types 1–6.
  document_type smallint NOT NULL,
  document_number text NOT NULL,
  email text NOT NULL,
  -- 0 pending, 1 signed, 2 voided.
  status smallint NOT NULL DEFAULT 0,
  token_hash text,
  token_expires_at timestamptz,
  sent_at timestamptz,
  viewed_at timestamptz,
  code_hash text,
  code_expires_at timestamptz,
  code_attempts smallint NOT NULL DEFAULT 0,
  code_sends smallint NOT NULL DEFAULT 0,
  code_verified_at timestamptz,
  signed_at timestamptz,
  ip text,
  user_agent text,
  -- The graphic signature: a PNG drawn (data URL) or a name typed, when the request asks one.
  graphic_kind text,
  graphic text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, request_id, position),
  FOREIGN KEY (tenant_id, request_id) REFERENCES signature_requests (tenant_id, id)
);
-- A signer's link names its company, then is found by its hash.
CREATE UNIQUE INDEX signatories_by_token ON signatories (tenant_id, token_hash)
  WHERE token_hash IS NOT NULL;

GRANT SELECT, INSERT, UPDATE ON signature_requests, signatories TO {{app_role}};
SELECT enable_tenant_isolation('signature_requests');
SELECT enable_tenant_isolation('signatories');
