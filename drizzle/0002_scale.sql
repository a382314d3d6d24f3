CREATE TABLE "revenue_months" (
	"month" date PRIMARY KEY NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_totals" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "tickets_status_priority_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_search_trgm_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "users_list_idx" ON "users" USING btree ("role","created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_list_idx" ON "subscriptions" USING btree ("created_at","id") WHERE "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_status_list_idx" ON "subscriptions" USING btree ("status","created_at","id") WHERE "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_start_idx" ON "subscriptions" USING btree ("start_date") WHERE "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_end_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_stream_username_trgm_idx" ON "subscriptions" USING gin ("stream_username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_plan_created_idx" ON "payments" USING btree ("plan_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_comments_search_trgm_idx" ON "ticket_comments" USING gin ("body" gin_trgm_ops) WHERE not "ticket_comments"."internal";--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_priority_created_idx" ON "tickets" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_agent_idx" ON "tickets" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin (("action" || ' ' || "entity" || ' ' || coalesce("entity_id", '') || ' ' || coalesce("before"::text, '') || ' ' || coalesce("after"::text, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_search_trgm_idx" ON "payments" USING gin (("payer_name" || ' ' || "amount"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
-- The dashboard's figures (ADR 014): kept by statement-level triggers with transition tables, so
-- a bulk load of a million rows costs one aggregate, and an unrelated update costs nothing.
CREATE FUNCTION shop_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO shop_totals (name, value) VALUES
    ('customers', (SELECT count(*) FROM users WHERE role = 'USER' AND deleted_at IS NULL)),
    ('active_subscriptions', (SELECT count(*) FROM subscriptions WHERE status = 'Active' AND deleted_at IS NULL)),
    ('expired_subscriptions', (SELECT count(*) FROM subscriptions WHERE status = 'Expired' AND deleted_at IS NULL))
  ON CONFLICT (name) DO UPDATE SET value = excluded.value;
  DELETE FROM revenue_months;
  INSERT INTO revenue_months (month, total)
    SELECT date_trunc('month', coalesce(reviewed_at, created_at) AT TIME ZONE 'UTC')::date, sum(amount)
    FROM payments WHERE status = 'Completed' GROUP BY 1;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_totals_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION users_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
  n bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO n FROM new_rows WHERE role = 'USER' AND deleted_at IS NULL;
    delta := delta + n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) INTO n FROM old_rows WHERE role = 'USER' AND deleted_at IS NULL;
    delta := delta - n;
  END IF;
  IF delta <> 0 THEN
    UPDATE shop_totals SET value = value + delta WHERE name = 'customers';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION subscriptions_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  active bigint := 0;
  expired bigint := 0;
  a bigint;
  e bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) FILTER (WHERE status = 'Active'), count(*) FILTER (WHERE status = 'Expired') INTO a, e
      FROM new_rows WHERE deleted_at IS NULL;
    active := active + a;
    expired := expired + e;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT count(*) FILTER (WHERE status = 'Active'), count(*) FILTER (WHERE status = 'Expired') INTO a, e
      FROM old_rows WHERE deleted_at IS NULL;
    active := active - a;
    expired := expired - e;
  END IF;
  -- Always in the same order (active, then expired), so two statements never deadlock on these rows.
  IF active <> 0 THEN
    UPDATE shop_totals SET value = value + active WHERE name = 'active_subscriptions';
  END IF;
  IF expired <> 0 THEN
    UPDATE shop_totals SET value = value + expired WHERE name = 'expired_subscriptions';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION payments_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO revenue_months (month, total)
      SELECT date_trunc('month', coalesce(reviewed_at, created_at) AT TIME ZONE 'UTC')::date AS month, sum(amount)
      FROM new_rows WHERE status = 'Completed' GROUP BY 1 ORDER BY 1
    ON CONFLICT (month) DO UPDATE SET total = revenue_months.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO revenue_months (month, total)
      SELECT month, sum(amount) FROM (
        SELECT date_trunc('month', coalesce(reviewed_at, created_at) AT TIME ZONE 'UTC')::date AS month, amount
          FROM new_rows WHERE status = 'Completed'
        UNION ALL
        SELECT date_trunc('month', coalesce(reviewed_at, created_at) AT TIME ZONE 'UTC')::date, -amount
          FROM old_rows WHERE status = 'Completed'
      ) changes GROUP BY month HAVING sum(amount) <> 0 ORDER BY month
    ON CONFLICT (month) DO UPDATE SET total = revenue_months.total + excluded.total;
  ELSE
    INSERT INTO revenue_months (month, total)
      SELECT date_trunc('month', coalesce(reviewed_at, created_at) AT TIME ZONE 'UTC')::date AS month, -sum(amount)
      FROM old_rows WHERE status = 'Completed' GROUP BY 1 ORDER BY 1
    ON CONFLICT (month) DO UPDATE SET total = revenue_months.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_totals_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_totals();--> statement-breakpoint
CREATE TRIGGER users_totals_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_totals();--> statement-breakpoint
CREATE TRIGGER users_totals_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_totals();--> statement-breakpoint
CREATE TRIGGER users_totals_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION shop_totals_after_truncate();--> statement-breakpoint
CREATE TRIGGER subscriptions_totals_insert AFTER INSERT ON subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_totals();--> statement-breakpoint
CREATE TRIGGER subscriptions_totals_update AFTER UPDATE ON subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_totals();--> statement-breakpoint
CREATE TRIGGER subscriptions_totals_delete AFTER DELETE ON subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_totals();--> statement-breakpoint
CREATE TRIGGER subscriptions_totals_truncate AFTER TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION shop_totals_after_truncate();--> statement-breakpoint
CREATE TRIGGER payments_revenue_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_revenue();--> statement-breakpoint
CREATE TRIGGER payments_revenue_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_revenue();--> statement-breakpoint
CREATE TRIGGER payments_revenue_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payments_revenue();--> statement-breakpoint
CREATE TRIGGER payments_revenue_truncate AFTER TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION shop_totals_after_truncate();--> statement-breakpoint
SELECT shop_totals_rebuild();
