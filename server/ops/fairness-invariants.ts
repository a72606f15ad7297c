import { sql } from 'drizzle-orm';

/**
 * Provable fairness (issue 28, docs/fairness.md): every outcome a player got was drawn, once, through
 * the fairness module, and the record that verifies it says what the game did. Each house slot round
 * (real or demo) and each jackpot draw has exactly one fair draw naming it (`ref`), with the same win;
 * no fair draw names nothing; each pair's draws have the nonces 0 … n−1 (its `nonce` is n) and were all
 * made before the pair was revealed.
 */
export const fairDrawsInvariant = sql`
  WITH slot AS (
    SELECT r.id AS ref, r.user_id, r.win, count(f.id)::int AS draws, coalesce(bool_or(f.win <> r.win OR f.user_id <> r.user_id), false) AS wrong
    FROM game_rounds r LEFT JOIN fair_draws f ON f.ref = r.id AND f.table_key LIKE 'slot:%'
    WHERE r.provider = 'house' GROUP BY r.id),
  jackpot AS (
    SELECT d.id::text AS ref, d.user_id, count(f.id)::int AS draws, coalesce(bool_or(f.user_id <> d.user_id), false) AS wrong
    FROM jackpot_draws d LEFT JOIN fair_draws f ON f.ref = d.id::text AND f.table_key = 'jackpot'
    GROUP BY d.id),
  pairs AS (
    SELECT s.id AS seed_id, s.user_id, s.nonce, s.revealed_at, count(f.id)::int AS draws,
           coalesce(max(f.nonce) + 1, 0) AS next, bool_or(f.created_at >= s.revealed_at) AS after_reveal
    FROM fair_seeds s LEFT JOIN fair_draws f ON f.seed_id = s.id GROUP BY s.id)
  SELECT CASE WHEN draws = 0 THEN 'slot-round-without-fair-draw' WHEN draws > 1 THEN 'slot-round-drawn-twice' ELSE 'slot-round-fair-draw-differs' END AS problem,
         user_id, ref, draws
  FROM slot WHERE draws <> 1 OR wrong
  UNION ALL
  SELECT CASE WHEN draws = 0 THEN 'jackpot-draw-without-fair-draw' WHEN draws > 1 THEN 'jackpot-draw-drawn-twice' ELSE 'jackpot-fair-draw-other-player' END,
         user_id, ref, draws
  FROM jackpot WHERE draws <> 1 OR wrong
  UNION ALL
  SELECT 'fair-draw-without-outcome', f.user_id, f.ref, f.id
  FROM fair_draws f
  WHERE (f.table_key LIKE 'slot:%' AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = f.ref))
     OR (f.table_key = 'jackpot' AND NOT EXISTS (SELECT 1 FROM jackpot_draws d WHERE d.id::text = f.ref))
  UNION ALL
  SELECT CASE WHEN after_reveal THEN 'fair-draw-after-its-seed-was-revealed' ELSE 'fair-seed-nonces-not-contiguous' END,
         user_id, seed_id::text, draws
  FROM pairs WHERE after_reveal OR draws <> nonce OR next <> nonce
  ORDER BY 1, 2 LIMIT 1000`;
