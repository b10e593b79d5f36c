-- A form's signed document is reached by its SHA-256 (spec §2 /files/signature/{formId}/{hash}):
-- one index entry per completed request, none for those still pending.
CREATE INDEX signature_requests_by_signed_hash ON signature_requests (tenant_id, form_id, signed_sha256)
  WHERE signed_sha256 IS NOT NULL;
