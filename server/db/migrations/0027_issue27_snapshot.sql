-- No change: 0022–0026 were written by hand beside concurrent work (issue 27); this records drizzle-kit's
-- snapshot of the schema they make, so the next `npm run db:generate` starts from it. Checked on
-- PostgreSQL on 2026-12-06: 0000–0026, and 0000–0021 + drizzle-kit's own statements for 0022–0026, give
-- the same columns, defaults, constraints and indexes.
SELECT 1;
