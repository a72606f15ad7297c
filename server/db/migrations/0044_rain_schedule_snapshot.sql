-- Issue 30: records drizzle-kit's snapshot of the schema 0043 (the rain's daily schedule) makes, so the
-- next `npm run db:generate` starts from it. drizzle-kit's own statements were 0043's CREATE TABLE, the two
-- ADD COLUMNs and the unique index (0043 also inserts the config row, which drizzle-kit does not write).
SELECT 1;
