-- The third-party signature provider and the company's own seal (issue 33 points 2 and 3).
-- A request sent through the provider keeps the provider's id for it, to follow its notices; a
-- promissory note keeps its number (only the provider signs promissory notes).
ALTER TABLE signature_requests ADD COLUMN provider_ref text;
ALTER TABLE signature_requests ADD COLUMN promissory_number text;
CREATE UNIQUE INDEX signature_requests_by_provider_ref
  ON signature_requests (tenant_id, provider_ref) WHERE provider_ref IS NOT NULL;

-- A company's seal certificate (decision 76's next step): the PKCS#12 and its passphrase, both
-- sealed under the installation's key as the portal key is (decision 73); the holder's name and
-- the end of validity only to show. One a company: a new upload replaces it.
CREATE TABLE company_seal_certificates (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  p12_sealed text NOT NULL,
  passphrase_sealed text NOT NULL,
  subject text NOT NULL,
  not_after timestamptz NOT NULL,
  uploaded_by uuid NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, uploaded_by) REFERENCES users (tenant_id, id)
);
GRANT SELECT, INSERT, UPDATE ON company_seal_certificates TO {{app_role}};
SELECT enable_tenant_isolation('company_seal_certificates');
