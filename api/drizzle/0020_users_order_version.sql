-- Custom migration (drizzle-kit generate --custom): keep it when migrations are regenerated.
-- client_user_totals.order_version: moved on in the statement that changes users, whichever code
-- makes it, for every client whose people may now be in another order (someone joined or left, or
-- a column one of the employee tables sorts by changed). Page marks (employee_page_marks) built
-- at an older version are stale. An upsert, so that it does not matter whether this trigger or
-- users_table_totals makes a client's row first; an update that moves no sort column (a login)
-- writes nothing.
CREATE OR REPLACE FUNCTION users_order_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_user_totals AS c (client_id, order_version)
    SELECT DISTINCT client_id, 1 FROM new_rows WHERE client_id IN (SELECT id FROM clients)
    ON CONFLICT (client_id) DO UPDATE SET order_version = c.order_version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_user_totals AS c (client_id, order_version)
    SELECT DISTINCT client_id, 1 FROM old_rows WHERE client_id IN (SELECT id FROM clients)
    ON CONFLICT (client_id) DO UPDATE SET order_version = c.order_version + 1;
  ELSE
    WITH moved AS (
      SELECT o.client_id AS old_client, n.client_id AS new_client
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.client_id, o.surname, o.first_name, o.email, o.activated_at, o.mfa_enabled)
        IS DISTINCT FROM (n.client_id, n.surname, n.first_name, n.email, n.activated_at, n.mfa_enabled)
    )
    INSERT INTO client_user_totals AS c (client_id, order_version)
    SELECT DISTINCT client_id, 1
    FROM (SELECT old_client AS client_id FROM moved UNION SELECT new_client FROM moved) AS touched
    WHERE client_id IN (SELECT id FROM clients)
    ON CONFLICT (client_id) DO UPDATE SET order_version = c.order_version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_order_version_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_order_version();--> statement-breakpoint
CREATE TRIGGER users_order_version_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_order_version();--> statement-breakpoint
CREATE TRIGGER users_order_version_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_order_version();
