-- No change: 0038 (the console's scratch-card types) was written by hand; this records drizzle-kit's
-- snapshot of the schema it makes, so the next `npm run db:generate` starts from it. drizzle-kit's own
-- statement for it was the same ALTER TABLE … ADD COLUMN "first_on_sale_at" timestamp with time zone.
SELECT 1;
