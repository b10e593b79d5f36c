-- Each company's business calendar (issue 31 point 4): the time zone, weekdays and hours it
-- works, in which deadlines are counted, and the days it does not work whatever their weekday.
-- A company gets its row the first time its calendar is needed, seeded with the national
-- holidays up to `holidays_through` (null: none yet); later years are seeded as they come near.
CREATE TABLE business_calendars (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  time_zone text NOT NULL,
  -- ISO weekdays, 1 Monday … 7 Sunday.
  working_days smallint[] NOT NULL CHECK (cardinality(working_days) BETWEEN 1 AND 7
                                          AND working_days <@ '{1,2,3,4,5,6,7}'),
  -- Ordered intervals [{"start": "08:00", "end": "12:00"}, …], checked by the contracts.
  working_hours jsonb NOT NULL CHECK (jsonb_typeof(working_hours) = 'array'),
  holidays_through smallint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id)
);

CREATE TABLE non_working_days (
  tenant_id uuid NOT NULL REFERENCES business_calendars (tenant_id),
  day date NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (tenant_id, day)
);

GRANT SELECT, INSERT, UPDATE ON business_calendars TO {{app_role}};
GRANT SELECT, INSERT, DELETE ON non_working_days TO {{app_role}};
SELECT enable_tenant_isolation('business_calendars');
SELECT enable_tenant_isolation('non_working_days');
