CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" text,
	"assigned_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"feedback_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_others" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatar_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_files" ADD CONSTRAINT "feedback_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_others" ADD CONSTRAINT "user_others_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_files" ADD CONSTRAINT "avatar_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feedback_files_user_idx" ON "feedback_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_files_feedback_idx" ON "feedback_files" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "avatar_files_sha_idx" ON "avatar_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "avatar_files_user_idx" ON "avatar_files" USING btree ("user_id","created_at");--> statement-breakpoint
-- No social sign-in exists, so these six were always '' (docs/profile.md): the user info no longer carries them.
ALTER TABLE "users" DROP COLUMN "facebook_account";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "google_account";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "line_account";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "facebook_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "line_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "google_name";
