-- Custom migration (drizzle-kit generate --custom): keep it when migrations are regenerated.
-- takeup_counts (docs/benefit-takeup.md): the current selections, a person's latest of each
-- benefit and scheme year, counted by client, scheme year, benefit, status and the person's
-- employment status and probation, kept exact in the statement that changes selections or users,
-- whichever code makes it (choices, approvals, seed, data uploads). Statement-level triggers with
-- transition tables, as 0013_insight_counts.sql: a bulk insert adds a few grouped upserts.
--
-- The latest-selection rule: for every (person, benefit, year) a statement touches, the trigger
-- takes the latest row before the statement (the rows there now, less the statement's new rows,
-- plus its old ones) and after it, and moves one count from the first to the second. The people
-- concerned are locked first (FOR NO KEY UPDATE, in id order) and the counting statement reads
-- afresh after the lock, so two transactions changing one person's selections, or one changing
-- the person's employment status, are counted one after the other and never from the same
-- stale "latest" row.
CREATE TYPE takeup_selection AS (id integer, user_id integer, benefit_id integer, scheme_year integer, status text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION selections_takeup_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone takeup_selection[] := '{}';
  came takeup_selection[] := '{}';
BEGIN
  -- (Nested: a condition naming old_rows cannot even be planned in the insert trigger.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE (n.user_id, n.benefit_id, n.scheme_year, n.status) IS DISTINCT FROM (o.user_id, o.benefit_id, o.scheme_year, o.status)
    ) THEN
      -- Nothing counted moved (a cost, a date, a decision's note): no count changes.
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg((id, user_id, benefit_id, scheme_year, status)::takeup_selection), '{}') INTO gone FROM old_rows;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg((id, user_id, benefit_id, scheme_year, status)::takeup_selection), '{}') INTO came FROM new_rows;
  END IF;
  PERFORM 1 FROM users
  WHERE id IN (SELECT user_id FROM unnest(gone) UNION SELECT user_id FROM unnest(came))
  ORDER BY id FOR NO KEY UPDATE;
  WITH keys AS (
    SELECT user_id, benefit_id, scheme_year FROM unnest(gone)
    UNION SELECT user_id, benefit_id, scheme_year FROM unnest(came)
  ),
  present AS (
    SELECT s.id, s.user_id, s.benefit_id, s.scheme_year, s.status::text AS status
    FROM keys k JOIN selections s ON s.user_id = k.user_id AND s.benefit_id = k.benefit_id AND s.scheme_year = k.scheme_year
  ),
  latest_after AS (
    SELECT DISTINCT ON (user_id, benefit_id, scheme_year) user_id, benefit_id, scheme_year, status
    FROM present ORDER BY user_id, benefit_id, scheme_year, id DESC
  ),
  -- The rows before the statement: those there now less its new rows (they cancel out) plus its
  -- old ones, by grouping rather than by a join of two sets the size of the statement.
  was AS (
    SELECT id, user_id, benefit_id, scheme_year, status
    FROM (
      SELECT id, user_id, benefit_id, scheme_year, status, 1 AS n FROM present
      UNION ALL SELECT id, user_id, benefit_id, scheme_year, status, -1 FROM unnest(came)
      UNION ALL SELECT id, user_id, benefit_id, scheme_year, status, 1 FROM unnest(gone)
    ) tagged
    GROUP BY id, user_id, benefit_id, scheme_year, status
    HAVING sum(n) > 0
  ),
  latest_before AS (
    SELECT DISTINCT ON (user_id, benefit_id, scheme_year) user_id, benefit_id, scheme_year, status
    FROM was ORDER BY user_id, benefit_id, scheme_year, id DESC
  ),
  shift AS (
    SELECT 1 AS s, * FROM latest_after UNION ALL SELECT -1 AS s, * FROM latest_before
  )
  INSERT INTO takeup_counts AS t (client_id, scheme_year, benefit_id, status, employment_status, on_probation, people)
  SELECT b.client_id, shift.scheme_year, shift.benefit_id, shift.status, u.employment_status, u.on_probation, sum(shift.s)
  -- A person or benefit deleted in this transaction is no longer here: their counts went with them.
  FROM shift JOIN users u ON u.id = shift.user_id JOIN benefits b ON b.id = shift.benefit_id
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(shift.s) <> 0
  ON CONFLICT (client_id, scheme_year, benefit_id, status, employment_status, on_probation) DO UPDATE SET people = t.people + excluded.people;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER selections_takeup_counts_insert AFTER INSERT ON selections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION selections_takeup_counts();--> statement-breakpoint
CREATE TRIGGER selections_takeup_counts_update AFTER UPDATE ON selections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION selections_takeup_counts();--> statement-breakpoint
CREATE TRIGGER selections_takeup_counts_delete AFTER DELETE ON selections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION selections_takeup_counts();--> statement-breakpoint
-- A person whose employment status or probation changes takes their current selections' counts
-- from the old pair to the new one. An update that changes neither (a login) writes nothing.
CREATE OR REPLACE FUNCTION users_takeup_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- EXCEPT and GROUP BY, never a join of the two transition tables: PL/pgSQL keeps the plan it
  -- made for the session's first (often one-row) update, and a nested loop over two tables of
  -- 100,000 rows each would never end.
  IF NOT EXISTS (
    SELECT id, employment_status, on_probation FROM new_rows
    EXCEPT SELECT id, employment_status, on_probation FROM old_rows
  ) THEN
    RETURN NULL;
  END IF;
  WITH sides AS (
    SELECT id, employment_status, on_probation, false AS was FROM new_rows
    UNION ALL SELECT id, employment_status, on_probation, true FROM old_rows
  ),
  moved AS (
    SELECT id,
      min(employment_status) FILTER (WHERE was) AS was_status, bool_or(on_probation) FILTER (WHERE was) AS was_probation,
      min(employment_status) FILTER (WHERE NOT was) AS employment_status, bool_or(on_probation) FILTER (WHERE NOT was) AS on_probation
    FROM sides GROUP BY id
  ),
  current AS (
    SELECT DISTINCT ON (s.user_id, s.benefit_id, s.scheme_year) s.benefit_id, s.scheme_year, s.status::text AS status,
      m.was_status, m.was_probation, m.employment_status, m.on_probation
    FROM moved m JOIN selections s ON s.user_id = m.id
    WHERE (m.was_status, m.was_probation) IS DISTINCT FROM (m.employment_status, m.on_probation)
    ORDER BY s.user_id, s.benefit_id, s.scheme_year, s.id DESC
  ),
  shift AS (
    SELECT side.s, c.benefit_id, c.scheme_year, c.status, side.employment_status, side.on_probation
    FROM current c
    CROSS JOIN LATERAL (VALUES (-1, c.was_status, c.was_probation), (1, c.employment_status, c.on_probation)) AS side (s, employment_status, on_probation)
  )
  INSERT INTO takeup_counts AS t (client_id, scheme_year, benefit_id, status, employment_status, on_probation, people)
  SELECT b.client_id, shift.scheme_year, shift.benefit_id, shift.status, shift.employment_status, shift.on_probation, sum(shift.s)
  FROM shift JOIN benefits b ON b.id = shift.benefit_id
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(shift.s) <> 0
  ON CONFLICT (client_id, scheme_year, benefit_id, status, employment_status, on_probation) DO UPDATE SET people = t.people + excluded.people;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_takeup_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_takeup_counts();--> statement-breakpoint
-- A person deleted takes their selections with them (on delete cascade), but by the time the
-- selections' trigger runs the person is gone and so is their employment status: their current
-- selections are uncounted here, before the row goes, and the selections' trigger then finds no
-- person to count.
CREATE OR REPLACE FUNCTION users_takeup_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH current AS (
    SELECT DISTINCT ON (benefit_id, scheme_year) benefit_id, scheme_year, status::text AS status
    FROM selections WHERE user_id = OLD.id
    ORDER BY benefit_id, scheme_year, id DESC
  )
  INSERT INTO takeup_counts AS t (client_id, scheme_year, benefit_id, status, employment_status, on_probation, people)
  SELECT b.client_id, c.scheme_year, c.benefit_id, c.status, OLD.employment_status, OLD.on_probation, -count(*)
  FROM current c JOIN benefits b ON b.id = c.benefit_id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (client_id, scheme_year, benefit_id, status, employment_status, on_probation) DO UPDATE SET people = t.people + excluded.people;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_takeup_counts_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_takeup_counts_delete();--> statement-breakpoint
-- The counts of the selections already there.
INSERT INTO takeup_counts (client_id, scheme_year, benefit_id, status, employment_status, on_probation, people)
SELECT b.client_id, s.scheme_year, s.benefit_id, s.status, u.employment_status, u.on_probation, count(*)
FROM (
  SELECT DISTINCT ON (user_id, benefit_id, scheme_year) user_id, benefit_id, scheme_year, status
  FROM selections ORDER BY user_id, benefit_id, scheme_year, id DESC
) s
JOIN users u ON u.id = s.user_id JOIN benefits b ON b.id = s.benefit_id
GROUP BY 1, 2, 3, 4, 5, 6;
