ALTER TABLE "sessions" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD COLUMN "end_from" timestamp with time zone;