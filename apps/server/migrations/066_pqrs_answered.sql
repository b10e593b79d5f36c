-- When a PQRS was answered (the petitioner notified: the clock stops there, Ley 1755 art. 14),
-- whether that was within its legal due date, and the business days it took on the company's
-- calendar, counted once when it is answered so that the metrics average a column rather than
-- walking the calendar for every row.
ALTER TABLE pqrs_requests
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_in_time boolean,
  ADD COLUMN answer_days int;

-- The metrics count PQRS by the month they were received.
CREATE INDEX pqrs_requests_by_receipt ON pqrs_requests (tenant_id, received_at);
