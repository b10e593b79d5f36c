-- A PQRS's receipt is made at its first download, not at filing, where drawing and storing its PDF
-- took half of the filing's time (decision 84): until then it has none, and it prints the due date
-- the filing gave, which an extension or a completion later moves.
ALTER TABLE pqrs_requests ALTER COLUMN receipt_key DROP NOT NULL;
ALTER TABLE pqrs_requests ALTER COLUMN receipt_sha256 DROP NOT NULL;
ALTER TABLE pqrs_requests ADD COLUMN due_at_filing timestamptz;
UPDATE pqrs_requests SET due_at_filing = COALESCE(due_before_extension, due_at);
ALTER TABLE pqrs_requests ALTER COLUMN due_at_filing SET NOT NULL;
