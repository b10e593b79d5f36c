-- A PQRS the company is not competent for, remitted to the entity that is (Ley 1755 art. 21,
-- issue 47): when, to whom (its name and the address its mail went to), and why. Its state is then
-- 'remitted' and its clock stops.
ALTER TABLE pqrs_requests
  ADD COLUMN remitted_at timestamptz,
  ADD COLUMN remitted_to_name text,
  ADD COLUMN remitted_to_email text,
  ADD COLUMN remission_reason text;
