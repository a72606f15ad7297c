CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"template" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wagering" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"grant_id" integer,
	"read_at" timestamp with time zone,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"audience" jsonb NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wagering" integer DEFAULT 0 NOT NULL,
	"expires_days" integer NOT NULL,
	"promo" boolean DEFAULT false NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"operator_id" integer,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"approved_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_messages_user_idx" ON "mail_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mail_messages_unread_idx" ON "mail_messages" USING btree ("user_id") WHERE "mail_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_job_user" ON "mail_messages" USING btree ("job_id","user_id") WHERE "mail_messages"."job_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_jobs_status_idx" ON "mail_jobs" USING btree ("status","id");
