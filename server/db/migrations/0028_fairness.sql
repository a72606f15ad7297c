CREATE TABLE "fair_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"cursor" integer NOT NULL,
	"table_key" text NOT NULL,
	"table_version" integer NOT NULL,
	"algorithm" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed_sealed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"server_seed" text,
	CONSTRAINT "fair_seeds_reveal" CHECK (("fair_seeds"."revealed_at" IS NULL) = ("fair_seeds"."server_seed" IS NULL) AND "fair_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fair_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fair_tables_kind" CHECK ("fair_tables"."kind" IN ('reels', 'weighted') AND "fair_tables"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "fair_draws" ADD CONSTRAINT "fair_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_draws" ADD CONSTRAINT "fair_draws_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_draws_seed_nonce" ON "fair_draws" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "fair_draws_user_idx" ON "fair_draws" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "fair_draws_table_idx" ON "fair_draws" USING btree ("table_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_tables_key_version" ON "fair_tables" USING btree ("key","version");
