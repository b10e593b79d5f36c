-- The dashboard counts a company's filings per day across its forms: a range over filing time.
CREATE INDEX records_by_date ON records (tenant_id, created_at);
