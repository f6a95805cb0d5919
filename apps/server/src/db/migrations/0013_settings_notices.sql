-- Every change to a settings table announces itself to every process (LISTEN/NOTIFY, sent at
-- commit), with the table's name: processes keep what they read of these tables
-- (platform/settings-cache.ts) and forget it on hearing this, whichever code or tool made the change.
CREATE OR REPLACE FUNCTION kabuto_announce_settings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kabuto_settings', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER site_config_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_config
  FOR EACH STATEMENT EXECUTE FUNCTION kabuto_announce_settings();
--> statement-breakpoint
CREATE TRIGGER funding_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON funding_settings
  FOR EACH STATEMENT EXECUTE FUNCTION kabuto_announce_settings();
--> statement-breakpoint
CREATE TRIGGER trading_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trading_settings
  FOR EACH STATEMENT EXECUTE FUNCTION kabuto_announce_settings();
