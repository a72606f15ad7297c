CREATE TABLE "social_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" smallint NOT NULL,
	"subject" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_flows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" smallint NOT NULL,
	"key_hash" text NOT NULL,
	"nonce_hash" text DEFAULT '' NOT NULL,
	"pkce_challenge" text DEFAULT '' NOT NULL,
	"redirect_uri" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_subject" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_provider" ON "social_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_flows_key" ON "social_flows" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "social_flows_expires" ON "social_flows" USING btree ("expires_at");