-- Photo evidence and the signer's own corrections (issue 33, decision 75). A signatory keeps the
-- SHA-256 of the photo they took (re-encoded by the server) and, once they correct their data, when
-- they did and what the requester had typed (the evidence page and the audit show both). The photo
-- itself lives in a table of its own, so reading signatories never drags its bytes along.
ALTER TABLE signatories
  ADD COLUMN photo_sha256 text,
  ADD COLUMN photo_at timestamptz,
  ADD COLUMN corrected_at timestamptz,
  ADD COLUMN requested_data jsonb;

CREATE TABLE signatory_photos (
  tenant_id uuid NOT NULL,
  signatory_id uuid NOT NULL,
  -- A JPEG the server encoded from the decoded pixels: nothing of the upload but its picture.
  jpeg bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  PRIMARY KEY (tenant_id, signatory_id),
  FOREIGN KEY (tenant_id, signatory_id) REFERENCES signatories (tenant_id, id)
);

GRANT SELECT, INSERT, UPDATE ON signatory_photos TO {{app_role}};
SELECT enable_tenant_isolation('signatory_photos');
