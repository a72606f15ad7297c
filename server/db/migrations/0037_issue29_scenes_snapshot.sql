-- No change: 0034–0036 (scratch cards, the spin wheel, diamond coupons) were written by hand beside
-- concurrent work; this records drizzle-kit's snapshot of the schema they make, so the next
-- `npm run db:generate` starts from it. Checked on PostgreSQL on 2026-12-07: 0000–0036, and 0000–0033
-- + drizzle-kit's own statements for 0034–0036, give the same columns, defaults, constraints and indexes.
SELECT 1;
