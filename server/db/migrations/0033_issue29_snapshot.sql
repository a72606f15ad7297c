-- No change: 0032 was written by hand beside concurrent work (issue 29's diamond shop); this records
-- drizzle-kit's snapshot of the schema it makes, so the next `npm run db:generate` starts from it.
-- Checked on PostgreSQL on 2026-12-07: 0000–0032, and 0000–0031 + drizzle-kit's own statements for
-- 0032, give the same columns, defaults, constraints and indexes.
SELECT 1;
