-- No change: 0028–0030 were written by hand beside concurrent work (issues 26 and 28); this records
-- drizzle-kit's snapshot of the schema they make, so the next `npm run db:generate` starts from it.
-- Checked on PostgreSQL on 2026-12-07: 0000–0030, and 0000–0027 + drizzle-kit's own statements for
-- 0028–0030, give the same columns, defaults, constraints and indexes.
SELECT 1;
