-- The expedient consultation finds a number by its start, case aside (decision 52): the range
-- [p, next_text(p)) over a stored lowercase copy of the number in the "C" collation. Row-level
-- security lets an index serve only leakproof operators: text comparisons are, LIKE and lower()
-- are not, so neither a contains search nor an index on lower(number) was used (a read of every
-- expedient of the company: 80 ms at 100,000 of them).
ALTER TABLE expedients
  ADD COLUMN number_key text COLLATE "C" GENERATED ALWAYS AS (lower(number)) STORED;
CREATE INDEX expedients_number_prefix ON expedients (tenant_id, number_key);
