CREATE TABLE "console_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"call" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_signin_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"totp_secret" text NOT NULL,
	"last_totp_step" bigint,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operators_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_at_idx" ON "console_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "console_audit_operator_idx" ON "console_audit" USING btree ("operator","id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_signin_failures_name_idx" ON "operator_signin_failures" USING btree ("name","created_at");