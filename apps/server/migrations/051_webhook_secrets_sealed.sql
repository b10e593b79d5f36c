-- Webhook signing secrets sealed at rest (decision 74): the column holds seal()'s
-- `v1.iv.tag.ciphertext` under the installation's key, opened only to sign a delivery. SQL cannot
-- seal: migrations.ts seals the secrets already here, in this file's transaction.
ALTER TABLE webhooks RENAME COLUMN secret TO secret_sealed;
