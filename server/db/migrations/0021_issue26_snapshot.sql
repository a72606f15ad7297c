-- No change: 0018–0020 were written by hand beside concurrent work; this records drizzle-kit's
-- snapshot of the schema they make, so the next `npm run db:generate` starts from it. Checked on
-- PostgreSQL on 2026-12-06: 0000–0020 and 0000–0017 + drizzle-kit's own statements for 0018–0020
-- give the same columns, constraints and indexes.
SELECT 1;
