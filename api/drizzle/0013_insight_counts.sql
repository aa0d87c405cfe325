-- Custom migration (drizzle-kit generate --custom): keep it when migrations are regenerated.
-- The insight counts (docs/employee-insights.md): workforce_counts and login_days.registrations
-- follow every change to users, in the statement that makes it, whichever code makes it
-- (activation, SSO, seed, data uploads). Statement-level triggers with transition tables: a bulk
-- insert of 100,000 employees adds a few grouped upserts, not 100,000; an update that changes
-- none of the counted columns (a login's last_login_at) cancels out and writes nothing.
CREATE OR REPLACE FUNCTION users_insight_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (SELECT 1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM new_rows)
    INSERT INTO workforce_counts AS w (client_id, department, location, headcount, registered, two_factor)
    SELECT client_id, coalesce(trim(department), ''), coalesce(trim(location), ''), sum(s), sum(s * (activated_at IS NOT NULL)::int), sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND employment_status <> 'left'
    GROUP BY 1, 2, 3
    HAVING sum(s) <> 0 OR sum(s * (activated_at IS NOT NULL)::int) <> 0 OR sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int) <> 0
    ON CONFLICT (client_id, department, location) DO UPDATE
      SET headcount = w.headcount + excluded.headcount, registered = w.registered + excluded.registered, two_factor = w.two_factor + excluded.two_factor;
    WITH changed AS (SELECT 1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM new_rows)
    INSERT INTO login_days AS d (client_id, day, logins, registrations)
    SELECT client_id, (activated_at AT TIME ZONE 'UTC')::date, 0, sum(s)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND activated_at IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(s) <> 0
    ON CONFLICT (client_id, day) DO UPDATE SET registrations = d.registrations + excluded.registrations;
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (SELECT -1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM old_rows)
    INSERT INTO workforce_counts AS w (client_id, department, location, headcount, registered, two_factor)
    SELECT client_id, coalesce(trim(department), ''), coalesce(trim(location), ''), sum(s), sum(s * (activated_at IS NOT NULL)::int), sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND employment_status <> 'left'
    GROUP BY 1, 2, 3
    HAVING sum(s) <> 0 OR sum(s * (activated_at IS NOT NULL)::int) <> 0 OR sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int) <> 0
    ON CONFLICT (client_id, department, location) DO UPDATE
      SET headcount = w.headcount + excluded.headcount, registered = w.registered + excluded.registered, two_factor = w.two_factor + excluded.two_factor;
    WITH changed AS (SELECT -1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM old_rows)
    INSERT INTO login_days AS d (client_id, day, logins, registrations)
    SELECT client_id, (activated_at AT TIME ZONE 'UTC')::date, 0, sum(s)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND activated_at IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(s) <> 0
    ON CONFLICT (client_id, day) DO UPDATE SET registrations = d.registrations + excluded.registrations;
  ELSE
    WITH changed AS (SELECT 1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM new_rows UNION ALL SELECT -1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM old_rows)
    INSERT INTO workforce_counts AS w (client_id, department, location, headcount, registered, two_factor)
    SELECT client_id, coalesce(trim(department), ''), coalesce(trim(location), ''), sum(s), sum(s * (activated_at IS NOT NULL)::int), sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND employment_status <> 'left'
    GROUP BY 1, 2, 3
    HAVING sum(s) <> 0 OR sum(s * (activated_at IS NOT NULL)::int) <> 0 OR sum(s * (activated_at IS NOT NULL AND mfa_enabled)::int) <> 0
    ON CONFLICT (client_id, department, location) DO UPDATE
      SET headcount = w.headcount + excluded.headcount, registered = w.registered + excluded.registered, two_factor = w.two_factor + excluded.two_factor;
    WITH changed AS (SELECT 1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM new_rows UNION ALL SELECT -1 AS s, client_id, department, location, employment_status, activated_at, mfa_enabled FROM old_rows)
    INSERT INTO login_days AS d (client_id, day, logins, registrations)
    SELECT client_id, (activated_at AT TIME ZONE 'UTC')::date, 0, sum(s)
    FROM changed WHERE client_id IN (SELECT id FROM clients) AND activated_at IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(s) <> 0
    ON CONFLICT (client_id, day) DO UPDATE SET registrations = d.registrations + excluded.registrations;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_insight_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_insight_counts();--> statement-breakpoint
CREATE TRIGGER users_insight_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_insight_counts();--> statement-breakpoint
CREATE TRIGGER users_insight_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_insight_counts();--> statement-breakpoint
-- The counts of the employees already there.
INSERT INTO workforce_counts (client_id, department, location, headcount, registered, two_factor)
SELECT client_id, coalesce(trim(department), ''), coalesce(trim(location), ''), count(*), count(*) FILTER (WHERE activated_at IS NOT NULL), count(*) FILTER (WHERE activated_at IS NOT NULL AND mfa_enabled)
FROM users WHERE client_id IS NOT NULL AND employment_status <> 'left'
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO login_days AS d (client_id, day, logins, registrations)
SELECT client_id, (activated_at AT TIME ZONE 'UTC')::date, 0, count(*)
FROM users WHERE client_id IS NOT NULL AND activated_at IS NOT NULL
GROUP BY 1, 2
ON CONFLICT (client_id, day) DO UPDATE SET registrations = d.registrations + excluded.registrations;
