-- The public verification page (issue 33 point 4) is reached with no session and no company: by
-- the request id its QR code prints, or by the SHA-256 of a signed PDF a visitor holds. This index
-- of signed documents names the company to look in, and nothing else: no name, no file, no person.
-- Not a company's row: no row-level security; the application role adds a row when a request is
-- complete and reads it to enter that company. Signatories of an expired request are expired (3).
CREATE TABLE signature_verifications (
  request_id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  signed_sha256 text NOT NULL
);
CREATE INDEX signature_verifications_by_hash ON signature_verifications (signed_sha256);
GRANT SELECT, INSERT ON signature_verifications TO {{app_role}};

INSERT INTO signature_verifications (request_id, tenant_id, signed_sha256)
  SELECT id, tenant_id, signed_sha256 FROM signature_requests WHERE signed_sha256 IS NOT NULL;
