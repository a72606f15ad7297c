-- Issue 30: records drizzle-kit's snapshot of the schema 0040 (coin pusher) and 0041 (red-packet rain)
-- make, so the next `npm run db:generate` starts from it. drizzle-kit's own statements for them were the
-- same CREATE TABLE, ALTER TABLE … ADD CONSTRAINT, CREATE INDEX and live_events.user_id DROP NOT NULL as
-- the hand-written files (compared statement by statement).
SELECT 1;
