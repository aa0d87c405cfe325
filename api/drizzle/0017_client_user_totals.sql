-- Custom migration (drizzle-kit generate --custom): keep it when migrations are regenerated.
-- client_user_totals: the employee tables' totals per client, kept in the statement that changes
-- users, whichever code makes it (activation, 2FA, SSO, seed, data uploads). Statement-level
-- triggers with transition tables, as 0013_insight_counts.sql: a bulk insert adds one upsert per
-- client; an update that moves none of the counted columns (a login) writes nothing.
CREATE OR REPLACE FUNCTION users_table_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_user_totals AS c (client_id, people, registered, two_factor)
    SELECT client_id, count(*), count(*) FILTER (WHERE activated_at IS NOT NULL), count(*) FILTER (WHERE mfa_enabled)
    FROM new_rows WHERE client_id IN (SELECT id FROM clients)
    GROUP BY 1
    ON CONFLICT (client_id) DO UPDATE
      SET people = c.people + excluded.people, registered = c.registered + excluded.registered, two_factor = c.two_factor + excluded.two_factor;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_user_totals AS c (client_id, people, registered, two_factor)
    SELECT client_id, -count(*), -count(*) FILTER (WHERE activated_at IS NOT NULL), -count(*) FILTER (WHERE mfa_enabled)
    FROM old_rows WHERE client_id IN (SELECT id FROM clients)
    GROUP BY 1
    ON CONFLICT (client_id) DO UPDATE
      SET people = c.people + excluded.people, registered = c.registered + excluded.registered, two_factor = c.two_factor + excluded.two_factor;
  ELSE
    WITH changed AS (
      SELECT 1 AS s, client_id, activated_at, mfa_enabled FROM new_rows
      UNION ALL
      SELECT -1 AS s, client_id, activated_at, mfa_enabled FROM old_rows
    )
    INSERT INTO client_user_totals AS c (client_id, people, registered, two_factor)
    SELECT client_id, sum(s), sum(s * (activated_at IS NOT NULL)::int), sum(s * mfa_enabled::int)
    FROM changed WHERE client_id IN (SELECT id FROM clients)
    GROUP BY 1
    HAVING sum(s) <> 0 OR sum(s * (activated_at IS NOT NULL)::int) <> 0 OR sum(s * mfa_enabled::int) <> 0
    ON CONFLICT (client_id) DO UPDATE
      SET people = c.people + excluded.people, registered = c.registered + excluded.registered, two_factor = c.two_factor + excluded.two_factor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_table_totals_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_table_totals();--> statement-breakpoint
CREATE TRIGGER users_table_totals_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_table_totals();--> statement-breakpoint
CREATE TRIGGER users_table_totals_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_table_totals();--> statement-breakpoint
-- The totals of the people already there.
INSERT INTO client_user_totals (client_id, people, registered, two_factor)
SELECT client_id, count(*), count(*) FILTER (WHERE activated_at IS NOT NULL), count(*) FILTER (WHERE mfa_enabled)
FROM users WHERE client_id IS NOT NULL
GROUP BY 1;
