-- The console audit is append-only (server/console/audit.ts): the database refuses to change or
-- remove a row, whatever code or hand tries it. Written by hand: drizzle's schema cannot say this.
CREATE FUNCTION console_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only' USING ERRCODE = '42501';
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER console_audit_no_change BEFORE UPDATE OR DELETE ON "console_audit" FOR EACH ROW EXECUTE FUNCTION console_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON "console_audit" FOR EACH STATEMENT EXECUTE FUNCTION console_audit_append_only();
