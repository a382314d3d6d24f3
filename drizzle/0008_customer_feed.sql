-- The customer views and the staff lists in memory (ADR 028) hear of every committed change to
-- what they show, from the database itself, as the catalogue does (ADR 020). One statement sends
-- one notification per distinct customer it touched (`customer:<id>`, deduplicated by NOTIFY
-- within the transaction too), or a single `customers` (forget them all) when it touched more
-- than 100 of them: the expiry job updates thousands at once. Every statement on a table a staff
-- list reads also sends `table:<name>`.
CREATE FUNCTION nimbus_notify_customers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT DISTINCT user_id FROM new_rows WHERE user_id IS NOT NULL LIMIT 101);
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY(SELECT DISTINCT user_id FROM old_rows WHERE user_id IS NOT NULL LIMIT 101);
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSE
    touched := ARRAY(
      SELECT DISTINCT user_id FROM (SELECT user_id FROM old_rows UNION ALL SELECT user_id FROM new_rows) AS rows
      WHERE user_id IS NOT NULL LIMIT 101);
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  END IF;
  PERFORM pg_notify('nimbus_changes', 'table:' || TG_TABLE_NAME);
  IF cardinality(touched) > 100 THEN
    PERFORM pg_notify('nimbus_changes', 'customers');
  ELSE
    PERFORM pg_notify('nimbus_changes', 'customer:' || id) FROM unnest(touched) AS id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table's transition tables need one trigger per event.
CREATE TRIGGER subscriptions_inserted AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
CREATE TRIGGER subscriptions_updated AFTER UPDATE ON subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
CREATE TRIGGER subscriptions_deleted AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
CREATE TRIGGER payments_inserted AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
CREATE TRIGGER payments_updated AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
CREATE TRIGGER payments_deleted AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_customers();
--> statement-breakpoint
-- A statement without transition tables (TRUNCATE, and every statement on the tables below):
-- its table, and every customer when it truncated subscriptions or payments.
CREATE FUNCTION nimbus_notify_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nimbus_changes', 'table:' || TG_TABLE_NAME);
  IF TG_TABLE_NAME IN ('subscriptions', 'payments') THEN PERFORM pg_notify('nimbus_changes', 'customers'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_truncated AFTER TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER payments_truncated AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
-- The other tables a staff list or the admin figures read: one `table:<name>` per statement.
CREATE TRIGGER users_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER tickets_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER ticket_comments_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_comments
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER audit_log_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER shop_totals_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_totals
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
--> statement-breakpoint
CREATE TRIGGER revenue_months_listed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revenue_months
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_statement();
