import { sql } from 'drizzle-orm';

/**
 * Refunds and chargebacks of paid deposits (issue 26, wallet/reversals.ts): every reversal has exactly one
 * opening transfer of its amount of its own kind (a refund `deposit_refund`, a dispute `dispute_hold`,
 * keyed `<kind>:<id>`); a won dispute exactly one release and no loss, a lost one the reverse, an open one
 * neither; a settled debt (not a won dispute's, which its release cancels) exactly one `debt_settled` of its
 * debt, an unsettled one none; no such transfer without its row; a deposit never reversed beyond what it
 * brought, and only a paid one; the house's player-debts account is minus the unsettled debts and its
 * disputes-held account the open disputes' amounts.
 */
export const reversalsInvariant = sql`
  WITH moves AS (
    SELECT t.id, t.kind, t.idempotency_key AS key, coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS moved
    FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
    WHERE t.kind IN ('deposit_refund', 'dispute_hold', 'dispute_released', 'dispute_lost', 'debt_settled')
    GROUP BY t.id),
  per AS (
    SELECT r.id, r.kind, r.status, r.user_id, r.order_no, r.amount, r.debt, r.debt_settled_at,
           count(m.id) FILTER (WHERE m.kind = CASE WHEN r.kind = 'refund' THEN 'deposit_refund' ELSE 'dispute_hold' END)::int AS opens,
           count(m.id) FILTER (WHERE m.kind IN ('deposit_refund', 'dispute_hold') AND m.kind <> CASE WHEN r.kind = 'refund' THEN 'deposit_refund' ELSE 'dispute_hold' END)::int AS strays,
           count(m.id) FILTER (WHERE m.kind = 'dispute_released')::int AS released,
           count(m.id) FILTER (WHERE m.kind = 'dispute_lost')::int AS lost,
           count(m.id) FILTER (WHERE m.kind = 'debt_settled')::int AS settled,
           coalesce(bool_or(CASE WHEN m.kind = 'debt_settled' THEN m.moved <> r.debt ELSE m.moved <> r.amount END), false) AS wrong
    FROM deposit_reversals r LEFT JOIN moves m ON m.key = m.kind || ':' || r.id
    GROUP BY r.id),
  checked AS (
    SELECT per.*,
           CASE WHEN debt > 0 AND debt_settled_at IS NOT NULL AND status <> 'won' THEN 1 ELSE 0 END AS settled_wanted
    FROM per)
  SELECT CASE WHEN opens <> 1 OR strays > 0 THEN 'reversal-not-moved-once'
              WHEN wrong THEN 'reversal-wrong-amount'
              WHEN settled <> settled_wanted OR (status = 'won' AND debt > 0 AND debt_settled_at IS NULL) THEN 'reversal-debt-not-settled-once'
              ELSE 'reversal-outcome-not-moved-once' END AS problem,
         id AS reversal_id, user_id, order_no, kind, status, amount,
         'opens=' || opens || ' strays=' || strays || ' released=' || released || ' lost=' || lost || ' settled=' || settled AS detail
  FROM checked
  WHERE opens <> 1 OR strays > 0 OR wrong
     OR settled <> settled_wanted OR (status = 'won' AND debt > 0 AND debt_settled_at IS NULL)
     OR (kind = 'refund' AND (status <> 'refunded' OR released + lost > 0))
     OR (kind = 'dispute' AND NOT ((status = 'open' AND released + lost = 0) OR (status = 'won' AND released = 1 AND lost = 0) OR (status = 'lost' AND lost = 1 AND released = 0)))
     OR kind NOT IN ('refund', 'dispute')
  UNION ALL
  SELECT 'reversal-transfer-without-row', NULL, NULL, NULL, m.kind, NULL, m.moved, m.key
  FROM moves m WHERE NOT EXISTS (SELECT 1 FROM deposit_reversals r WHERE m.key = m.kind || ':' || r.id)
  UNION ALL
  SELECT 'reversal-beyond-deposit', NULL, o.user_id, o.order_no, NULL, o.status, o.amount, 'reversed=' || coalesce(sum(r.amount) FILTER (WHERE r.status <> 'won'), 0)
  FROM deposit_orders o JOIN deposit_reversals r ON r.order_no = o.order_no
  GROUP BY o.id HAVING o.status <> 'paid' OR coalesce(sum(r.amount) FILTER (WHERE r.status <> 'won'), 0) > o.amount OR bool_or(r.user_id <> o.user_id)
  UNION ALL
  SELECT 'player-debts-not-reversals', NULL, NULL, NULL, NULL, NULL, d.balance, 'unsettled=' || d.owed
  FROM (SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house:player_debts')::bigint AS balance,
               (SELECT coalesce(sum(debt), 0) FROM deposit_reversals WHERE debt > 0 AND debt_settled_at IS NULL)::bigint AS owed) d
  WHERE d.balance <> -d.owed
  UNION ALL
  SELECT 'disputes-held-not-open-disputes', NULL, NULL, NULL, NULL, NULL, h.balance, 'open=' || h.open_amount
  FROM (SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'house:disputes_held')::bigint AS balance,
               (SELECT coalesce(sum(amount), 0) FROM deposit_reversals WHERE kind = 'dispute' AND status = 'open')::bigint AS open_amount) h
  WHERE h.balance <> h.open_amount
  ORDER BY 1, 2 LIMIT 1000`;
