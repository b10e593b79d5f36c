-- Anti-automation (ASVS V2.2.1): attempts per client address and per account name in a window,
-- kept in the database so the limits hold across every API process. A system table: the attempts
-- come before any company is known.
CREATE TABLE rate_limits (
  name text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL DEFAULT now(),
  hits integer NOT NULL DEFAULT 1,
  PRIMARY KEY (name, key)
);
CREATE INDEX rate_limits_by_start ON rate_limits (window_start);
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limits TO {{app_role}};

-- Failed logins per login name, whether or not the name exists, so the answers never tell an
-- invented account from a real one (issue 10, point 8). Existing users keep their own count too,
-- which locks them until an administrator unlocks; this one expires a day after the last failure.
CREATE TABLE login_failures (
  user_name text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_by_time ON login_failures (last_failure_at);
GRANT SELECT, INSERT, UPDATE, DELETE ON login_failures TO {{app_role}};
