-- Issue 26, console operators (written by hand; docs/console.md). The operator enrols their own TOTP
-- at first sign-in: the secret is null until then and sealed with SWERTE_TOTP_KEY (the server seals
-- existing plaintext secrets at start). Accounts made before this were enrolled when made.
ALTER TABLE "operators" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "operators" SET "totp_enrolled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "operator_signin_failures" ADD COLUMN "device_id" bigint;--> statement-breakpoint
CREATE TABLE "operator_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ndrp_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"entries" integer NOT NULL,
	"skipped" integer NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"loaded_by" text NOT NULL,
	"dated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_devices" ADD CONSTRAINT "operator_devices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_devices_operator_idx" ON "operator_devices" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "operator_signin_failures_ip_idx" ON "operator_signin_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "operator_signin_failures_device_idx" ON "operator_signin_failures" USING btree ("device_id","created_at");
