-- The change feed (ADR 020): every instance caches the catalogue, the settings and who a token
-- belongs to, and drops an entry when its row changes. The database announces the change itself,
-- on commit, whoever wrote it (any instance, a job, the seed, psql): NOTIFY nimbus_changes.
CREATE FUNCTION nimbus_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nimbus_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_table();
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION nimbus_notify_table();
--> statement-breakpoint
-- Only the columns a request's authentication reads: a profile's phone number changes nothing cached.
CREATE FUNCTION nimbus_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nimbus_changes', 'user:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.totp_enabled_at IS DISTINCT FROM NEW.totp_enabled_at OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION nimbus_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION nimbus_notify_user();
--> statement-breakpoint
-- A revoked session; pruning deletes only sessions that ended a day ago, which no cache still holds.
CREATE FUNCTION nimbus_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nimbus_changes', 'session:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION nimbus_notify_session();
