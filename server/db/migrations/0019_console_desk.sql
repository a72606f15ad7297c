ALTER TABLE "withdrawals" ADD COLUMN "decided_by" text;--> statement-breakpoint
CREATE TABLE "console_withdrawal_approvals" (
	"withdrawal_id" integer PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_withdrawal_approvals" ADD CONSTRAINT "console_withdrawal_approvals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "console_pending_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"value" jsonb NOT NULL,
	"reason" text NOT NULL,
	"proposed_by_id" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "console_pending_changes" ADD CONSTRAINT "console_pending_changes_proposed_by_id_operators_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_pending_changes" ADD CONSTRAINT "console_pending_changes_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_pending_changes_one_open" ON "console_pending_changes" USING btree ("kind","target") WHERE "console_pending_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "console_pending_changes_status_idx" ON "console_pending_changes" USING btree ("status","id");
