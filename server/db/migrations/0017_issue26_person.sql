ALTER TABLE "reward_wagering" ADD COLUMN "qualifying_deposit" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "id_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_device_idx" ON "devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "user_banks_account_idx" ON "user_banks" USING btree ("account_no");--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_key_idx" ON "kyc_submissions" USING btree ("id_key");--> statement-breakpoint
-- kyc/identity.ts idKey: the type, a colon, the number's letters and digits in upper case.
UPDATE "kyc_submissions" SET "id_key" = upper("id_type") || ':' || upper(regexp_replace("id_number", '[^A-Za-z0-9]', '', 'g'));
