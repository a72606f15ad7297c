import { sql } from 'drizzle-orm';

/**
 * Deposits player protection refused (issue 26, wallet/refunds.ts): every order held for a refund
 * (`refund_due`, `refunded`) has exactly one hold of its amount into refunds payable (`deposit_held`),
 * a refunded one exactly one payout (`deposit_refunded`) and a held one none; no other order has either;
 * no hold or payout without its order. Tied by the transfers' meta `orderNo` (else their key).
 */
export const depositRefundsInvariant = sql`
  WITH moves AS (
    SELECT t.id, t.kind, coalesce(t.meta->>'orderNo', substr(t.idempotency_key, strpos(t.idempotency_key, ':') + 1)) AS order_no,
           coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS moved
    FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
    WHERE t.kind IN ('deposit_held', 'deposit_refunded')
    GROUP BY t.id),
  per AS (
    SELECT o.id AS order_id, o.order_no, o.user_id, o.status, o.amount,
           count(m.id) FILTER (WHERE m.kind = 'deposit_held')::int AS holds,
           count(m.id) FILTER (WHERE m.kind = 'deposit_refunded')::int AS payouts,
           coalesce(bool_or(m.moved <> o.amount), false) AS wrong,
           coalesce(string_agg(m.id::text, ' ' ORDER BY m.id), '') AS transfer_ids
    FROM deposit_orders o LEFT JOIN moves m ON m.order_no = o.order_no
    GROUP BY o.id)
  SELECT CASE WHEN status NOT IN ('refund_due', 'refunded') THEN 'deposit-held-but-not-refused'
              WHEN holds <> 1 THEN 'deposit-refused-not-held-once'
              WHEN status = 'refunded' AND payouts <> 1 THEN 'deposit-refunded-not-paid-out-once'
              WHEN status = 'refund_due' AND payouts <> 0 THEN 'deposit-refund-due-but-paid-out'
              ELSE 'deposit-refund-wrong-amount' END AS problem,
         order_id, order_no, user_id, status, amount, holds, payouts, transfer_ids
  FROM per
  WHERE (status NOT IN ('refund_due', 'refunded') AND holds + payouts > 0)
     OR (status IN ('refund_due', 'refunded') AND (holds <> 1 OR wrong OR payouts <> (CASE WHEN status = 'refunded' THEN 1 ELSE 0 END)))
  UNION ALL
  SELECT 'deposit-refund-transfer-without-order', NULL, m.order_no, NULL, m.kind, m.moved, NULL, NULL, m.id::text
  FROM moves m WHERE NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE o.order_no = m.order_no)
  ORDER BY 1, 2 LIMIT 1000`;
