-- The company's parameters screen (issue 34 point 3, decision 72).
-- One time zone a company: the records' (tenants.time_zone) and the calendar's were two columns
-- that could disagree. The calendar's was the one an administrator could set, so it wins.
UPDATE tenants t SET time_zone = c.time_zone
  FROM business_calendars c
 WHERE c.tenant_id = t.id AND c.time_zone <> t.time_zone;
ALTER TABLE business_calendars DROP COLUMN time_zone;

-- Password expiry days at 0 (spec §4): every password changed before this instant must be
-- renewed at its next use; one renewed since does not expire while the policy stays at 0.
ALTER TABLE tenants
  ADD COLUMN password_renewal_from timestamptz,
  DROP CONSTRAINT tenants_password_expiration_days_check,
  ADD CONSTRAINT tenants_password_expiration_days_check CHECK (password_expiration_days >= 0);

-- Spec §9's deadline colours as shares of working time left, in percent: green above the first,
-- orange above the second, red at or below it.
ALTER TABLE tenants
  ADD COLUMN deadline_green_above smallint NOT NULL DEFAULT 75,
  ADD COLUMN deadline_orange_above smallint NOT NULL DEFAULT 25,
  ADD CONSTRAINT tenants_deadline_thresholds
    CHECK (0 <= deadline_orange_above AND deadline_orange_above < deadline_green_above
           AND deadline_green_above < 100);

GRANT UPDATE (tax_id, time_zone, password_renewal_from, deadline_green_above,
              deadline_orange_above) ON tenants TO {{app_role}};
