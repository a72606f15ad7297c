import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ROW_LIMIT, plain, rows, type AuditProblem } from '../ledger/audit.ts';
import { depositRefundsInvariant } from './refund-invariants.ts';
import { fairDrawsInvariant } from './fairness-invariants.ts';
import { reversalsInvariant } from './reversal-invariants.ts';

/**
 * The business invariants around the ledger (issue 16): the ledger audit proves the books add up,
 * these prove that what the players were told matches them. Read-only, raw SQL over the areas' tables
 * (ops is composition: it may know every table), one query per family, each row naming the offending
 * ids. A two-process corruption (issue 16: paid orders without a credit, doubled order ids) or a bug
 * that skips a credit shows up here even when every transfer balances.
 *
 * Transfers are tied to their business row by what the ledger's callers write: the idempotency key
 * and the transfer's `meta` (deposit `orderNo`, withdrawal `withdrawalId` / `requestId`, jackpot
 * `drawId`). A second transfer with another key but the same meta is counted too: that is a double credit.
 */

/** Per transfer of the given kinds: what it moved (the sum of its credits) and whose player account it touched. */
const moved = (kinds: SQL) => sql`
  SELECT t.id, t.kind, t.idempotency_key, t.meta,
         coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS moved,
         max(a.owner_id) AS owner
  FROM ledger_transfers t
  LEFT JOIN ledger_entries e ON e.transfer_id = t.id
  LEFT JOIN ledger_accounts a ON a.id = e.account_id
  WHERE t.kind IN (${kinds})
  GROUP BY t.id`;

/** A meta field holding an id, as an int (null when absent or not a plain number: never a cast error). */
const metaId = (field: string) => sql`CASE WHEN t.meta->>${field} ~ '^[0-9]{1,9}$' THEN (t.meta->>${field})::int END`;

/** Every paid order has exactly one credit of its amount to its player; no other order has one; no credit without an order. */
const deposits = sql`
  WITH credits AS (
    SELECT m.*, coalesce(m.meta->>'orderNo', CASE WHEN m.idempotency_key LIKE 'deposit:%' THEN substr(m.idempotency_key, 9) END) AS order_no
    FROM (${moved(sql`'deposit'`)}) m),
  per_order AS (
    SELECT o.id AS order_id, o.order_no, o.user_id, o.status, o.amount, count(c.id)::int AS credits,
           coalesce(sum(c.moved), 0)::bigint AS credited,
           coalesce(bool_or(c.owner IS DISTINCT FROM o.user_id), false) AS wrong_player,
           coalesce(string_agg(c.id::text, ' ' ORDER BY c.id), '') AS transfer_ids
    FROM deposit_orders o LEFT JOIN credits c ON c.order_no = o.order_no
    GROUP BY o.id)
  SELECT CASE WHEN status <> 'paid' THEN 'deposit-credited-but-not-paid'
              WHEN credits = 0 THEN 'deposit-paid-without-credit'
              WHEN credits > 1 THEN 'deposit-credited-more-than-once'
              ELSE 'deposit-credit-wrong-amount-or-player' END AS problem,
         order_id, order_no, user_id, status, amount, credits, credited, transfer_ids
  FROM per_order
  WHERE (status = 'paid' AND (credits <> 1 OR credited <> amount OR wrong_player)) OR (status <> 'paid' AND credits > 0)
  UNION ALL
  SELECT 'deposit-credit-without-order', NULL, c.order_no, c.owner, NULL, NULL, 1, c.moved, c.id::text
  FROM credits c WHERE NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE o.order_no = c.order_no)
  ORDER BY 1, 2 LIMIT 1000`;

/**
 * Every withdrawal has one hold of its amount; a paid one exactly one payout and no refund; a refused
 * (rejected, or cancelled if a later feature adds it) one exactly one refund and no payout; a pending
 * one neither. A hold is tied by its player and requestId, a payout or refund by its withdrawalId.
 */
const withdrawals = sql`
  WITH moves AS (
    SELECT m.*, CASE WHEN m.kind = 'withdraw_hold' THEN NULL ELSE ${metaId('withdrawalId')} END AS withdrawal_id, m.meta->>'requestId' AS request_id
    FROM (${moved(sql`'withdraw_hold', 'withdraw_paid', 'withdraw_rejected', 'withdraw_cancelled'`)}) m
    JOIN ledger_transfers t ON t.id = m.id),
  linked AS (
    SELECT mv.*, coalesce(mv.withdrawal_id, w.id) AS wid
    FROM moves mv LEFT JOIN withdrawals w ON mv.kind = 'withdraw_hold' AND w.user_id = mv.owner AND w.request_id = mv.request_id),
  per AS (
    SELECT w.id AS withdrawal_id, w.user_id, w.request_id, w.status, w.amount,
           count(l.id) FILTER (WHERE l.kind = 'withdraw_hold')::int AS holds,
           count(l.id) FILTER (WHERE l.kind = 'withdraw_paid')::int AS payouts,
           count(l.id) FILTER (WHERE l.kind IN ('withdraw_rejected', 'withdraw_cancelled'))::int AS refunds,
           coalesce(bool_or(l.moved <> w.amount OR (l.owner IS NOT NULL AND l.owner <> w.user_id)), false) AS wrong,
           coalesce(string_agg(l.id::text, ' ' ORDER BY l.id), '') AS transfer_ids
    FROM withdrawals w LEFT JOIN linked l ON l.wid = w.id
    GROUP BY w.id)
  SELECT CASE WHEN holds <> 1 THEN 'withdrawal-not-held-once'
              WHEN status = 'paid' AND (payouts <> 1 OR refunds <> 0) THEN 'withdrawal-paid-not-paid-out-once'
              WHEN status IN ('rejected', 'cancelled') AND (refunds <> 1 OR payouts <> 0) THEN 'withdrawal-refused-not-refunded-once'
              WHEN status NOT IN ('paid', 'rejected', 'cancelled') AND payouts + refunds > 0 THEN 'withdrawal-pending-but-settled'
              ELSE 'withdrawal-transfer-wrong-amount-or-player' END AS problem,
         withdrawal_id, user_id, request_id, status, amount, holds, payouts, refunds, transfer_ids
  FROM per
  WHERE holds <> 1 OR wrong
     OR (status = 'paid' AND (payouts <> 1 OR refunds <> 0))
     OR (status IN ('rejected', 'cancelled') AND (refunds <> 1 OR payouts <> 0))
     OR (status NOT IN ('paid', 'rejected', 'cancelled') AND payouts + refunds > 0)
  UNION ALL
  SELECT 'withdrawal-transfer-without-withdrawal', NULL, owner, request_id, kind, moved, NULL, NULL, NULL, id::text
  FROM linked WHERE wid IS NULL OR NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.id = linked.wid)
  ORDER BY 1, 2 LIMIT 1000`;

/** No idempotency key (the ledger's, or a client's request id) twice, even if its unique index were lost. */
const duplicateKeys = sql`
  SELECT 'duplicate-key' AS problem, tbl, key, n, ids FROM (
    SELECT 'ledger_transfers' AS tbl, idempotency_key AS key, count(*)::int AS n, string_agg(id::text, ' ' ORDER BY id) AS ids FROM ledger_transfers GROUP BY idempotency_key HAVING count(*) > 1
    UNION ALL SELECT 'deposit_orders.order_no', order_no, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM deposit_orders GROUP BY order_no HAVING count(*) > 1
    UNION ALL SELECT 'deposit_orders.request_id', user_id || ':' || request_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM deposit_orders GROUP BY user_id, request_id HAVING count(*) > 1
    UNION ALL SELECT 'deposit_orders.provider_order_id', provider || ':' || provider_order_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM deposit_orders WHERE provider_order_id IS NOT NULL GROUP BY provider, provider_order_id HAVING count(*) > 1
    UNION ALL SELECT 'withdrawals.request_id', user_id || ':' || request_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM withdrawals GROUP BY user_id, request_id HAVING count(*) > 1
    UNION ALL SELECT 'jackpot_draws.request_id', user_id || ':' || request_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM jackpot_draws GROUP BY user_id, request_id HAVING count(*) > 1
    UNION ALL SELECT 'game_rounds.request_id', user_id || ':' || request_id, count(*)::int, string_agg(id, ' ' ORDER BY id) FROM game_rounds GROUP BY user_id, request_id HAVING count(*) > 1
    UNION ALL SELECT 'reward_grants.natural_key', user_id || ':' || activity_id || ':' || period || ':' || key, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM reward_grants GROUP BY user_id, activity_id, period, key HAVING count(*) > 1
    UNION ALL SELECT 'points_exchanges.request_id', user_id || ':' || request_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM points_exchanges GROUP BY user_id, request_id HAVING count(*) > 1
    UNION ALL SELECT 'game_transactions.tx_id', provider || ':' || tx_id, count(*)::int, string_agg(id::text, ' ' ORDER BY id) FROM game_transactions GROUP BY provider, tx_id HAVING count(*) > 1
  ) d ORDER BY tbl, key LIMIT 1000`;

/**
 * The settled real rounds per player, all time and per Manila day (UTC+8, as games/betTotals.ts counts them):
 * the slots' rounds and the coin pusher's drops (each a real stake settled like a round, docs/pusher.md).
 */
const realRounds = (byDay: boolean) => sql`
  SELECT user_id, ${byDay ? sql`to_char((created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')` : sql`min('')`} AS day,
         sum(bet)::bigint AS bet, sum(valid_bet)::bigint AS valid_bet, sum(win)::bigint AS win, count(*)::int AS count
  FROM (SELECT user_id, created_at, bet, valid_bet, win FROM game_rounds WHERE NOT try_it AND status = 'settled'
        UNION ALL SELECT user_id, created_at, stake, stake, win FROM pusher_drops) r
  GROUP BY ${byDay ? sql`1, 2` : sql`1`}`;

const differs = (a: string, b: string) =>
  sql.raw(['bet', 'valid_bet', 'win', 'count'].map((c) => `coalesce(${a}.${c}, 0) <> coalesce(${b}.${c}, 0)`).join(' OR '));

/** The bet totals read model (game_bet_totals, game_bet_days) and users.bet equal the sums over the rounds. */
const betTotals = sql`
  SELECT 'bet-totals-not-rounds' AS problem, coalesce(t.user_id, r.user_id) AS user_id, '' AS day,
         t.bet AS totals_bet, r.bet AS rounds_bet, t.valid_bet AS totals_valid_bet, r.valid_bet AS rounds_valid_bet,
         t.win AS totals_win, r.win AS rounds_win, t.count AS totals_count, r.count AS rounds_count
  FROM game_bet_totals t FULL JOIN (${realRounds(false)}) r ON r.user_id = t.user_id
  WHERE ${differs('t', 'r')}
  UNION ALL
  SELECT 'bet-days-not-rounds', coalesce(t.user_id, r.user_id), coalesce(t.day, r.day),
         t.bet, r.bet, t.valid_bet, r.valid_bet, t.win, r.win, t.count, r.count
  FROM game_bet_days t FULL JOIN (${realRounds(true)}) r ON r.user_id = t.user_id AND r.day = t.day
  WHERE ${differs('t', 'r')}
  UNION ALL
  SELECT 'player-bet-not-rounds', u.id, '', u.bet, coalesce(r.bet, 0), NULL, NULL, NULL, NULL, NULL, NULL
  FROM users u LEFT JOIN (${realRounds(false)}) r ON r.user_id = u.id
  WHERE u.bet <> coalesce(r.bet, 0)
  ORDER BY 1, 2, 3 LIMIT 1000`;

/** A draw that pays (count > 0) has exactly one credit of its count to its player, the one it points at; a draw of 0 none. */
const jackpotDraws = sql`
  WITH credits AS (
    SELECT m.*, ${metaId('drawId')} AS draw_id FROM (${moved(sql`'jackpot_draw'`)}) m JOIN ledger_transfers t ON t.id = m.id),
  per AS (
    SELECT d.id AS draw_id, d.user_id, d.count, d.transfer_id, count(c.id)::int AS credits, coalesce(sum(c.moved), 0)::bigint AS credited,
           coalesce(bool_or(c.owner IS DISTINCT FROM d.user_id), false) AS wrong_player, min(c.id) AS first_credit,
           coalesce(string_agg(c.id::text, ' ' ORDER BY c.id), '') AS transfer_ids
    FROM jackpot_draws d LEFT JOIN credits c ON c.draw_id = d.id
    GROUP BY d.id)
  SELECT CASE WHEN count = 0 THEN 'jackpot-draw-of-nothing-credited' ELSE 'jackpot-draw-not-credited-once' END AS problem,
         draw_id, user_id, count, credits, credited, transfer_id, transfer_ids
  FROM per
  WHERE (count = 0 AND credits > 0)
     OR (count > 0 AND (credits <> 1 OR credited <> count OR wrong_player OR transfer_id IS DISTINCT FROM first_credit))
  UNION ALL
  SELECT 'jackpot-credit-without-draw', draw_id, owner, NULL, 1, moved, id, id::text
  FROM credits c WHERE draw_id IS NULL OR NOT EXISTS (SELECT 1 FROM jackpot_draws d WHERE d.id = c.draw_id)
  ORDER BY 1, 2 LIMIT 1000`;

/**
 * Every reward grant's value items equal their ledger transfers (rewards, DESIGN §7): each item names
 * one transfer that credits its count to the grant's player and says (meta grantId) it is that grant's;
 * no transfer claims a grant without an item pointing at it; a wagering lock is the grant's coin; a
 * coupon or ticket item is that many rows the player owns, with no transfer; a tally item (liveness) has
 * neither a transfer nor rows; a paid deposit order with a coupon has its bonus paid by that coupon's
 * grant (none when the order says bonus 0), and its first-deposit bonus by the offer's grant (only the
 * first paid deposit has one).
 */
/** Coupons and tickets (contract/enums.ts isOwnedProp): rows in reward_props, never a transfer. */
const ownedProp = (column: string) => sql.raw(`(${column} BETWEEN 1001 AND 1099 OR ${column} BETWEEN 1201 AND 1299 OR ${column} BETWEEN 1301 AND 1399 OR ${column} BETWEEN 100001 AND 100005 OR ${column} BETWEEN 110001 AND 110005)`);

/** Tally items (rewards/items.ts TALLY_ITEMS: liveness 4001): the item row only, never a transfer nor owned rows. */
const tallyProp = (column: string) => sql.raw(`(${column} = 4001)`);

const rewardGrants = sql`
  WITH credits AS (
    SELECT t.id, ${metaId('grantId')} AS grant_id,
           coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS moved, max(a.owner_id) AS owner
    FROM ledger_transfers t
    LEFT JOIN ledger_entries e ON e.transfer_id = t.id
    LEFT JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.meta->>'grantId' IS NOT NULL
    GROUP BY t.id)
  SELECT CASE WHEN c.id IS NULL THEN 'reward-item-not-paid' ELSE 'reward-item-not-its-transfer' END AS problem,
         g.id AS grant_id, g.user_id, i.prop_id, i.count, i.transfer_id, c.moved, c.owner
  FROM reward_grant_items i JOIN reward_grants g ON g.id = i.grant_id LEFT JOIN credits c ON c.id = i.transfer_id
  WHERE NOT ${ownedProp('i.prop_id')} AND NOT ${tallyProp('i.prop_id')} AND (c.id IS NULL OR c.moved <> i.count OR c.owner IS DISTINCT FROM g.user_id OR c.grant_id IS DISTINCT FROM g.id)
  UNION ALL
  -- A tally item (liveness) is counted, never paid nor owned: no transfer, no rows.
  SELECT 'reward-tally-paid', g.id, g.user_id, i.prop_id, i.count, i.transfer_id, count(p.id)::bigint, NULL
  FROM reward_grant_items i JOIN reward_grants g ON g.id = i.grant_id
  LEFT JOIN reward_props p ON p.grant_id = g.id AND p.prop_id = i.prop_id
  WHERE ${tallyProp('i.prop_id')} GROUP BY g.id, i.id HAVING count(p.id) > 0 OR i.transfer_id IS NOT NULL
  UNION ALL
  SELECT 'reward-props-not-item-count', g.id, g.user_id, i.prop_id, i.count, i.transfer_id, count(p.id)::bigint, NULL
  FROM reward_grant_items i JOIN reward_grants g ON g.id = i.grant_id
  LEFT JOIN reward_props p ON p.grant_id = g.id AND p.prop_id = i.prop_id AND p.user_id = g.user_id
  WHERE ${ownedProp('i.prop_id')} GROUP BY g.id, i.id HAVING count(p.id) <> i.count OR i.transfer_id IS NOT NULL
  UNION ALL
  -- The order's id in the grant_id column, its coupon in prop_id, the bonus it promised in count.
  SELECT 'deposit-coupon-bonus-not-paid', o.id, o.user_id, o.coupon_id, o.bonus, NULL, coalesce(sum(i.count), 0)::bigint, NULL
  FROM deposit_orders o
  LEFT JOIN reward_grants g ON g.user_id = o.user_id AND g.activity_id = 0 AND g.period = 'once' AND g.key = 'coupon:' || o.coupon_id AND g.meta->>'orderNo' = o.order_no
  LEFT JOIN reward_grant_items i ON i.grant_id = g.id AND i.prop_id = 2001
  WHERE o.status = 'paid' AND o.coupon_id IS NOT NULL GROUP BY o.id HAVING coalesce(sum(i.count), 0) <> o.bonus
  UNION ALL
  -- The first-deposit offer (docs/offers.md): a paid order's first_deposit_bonus (what was paid) is the
  -- coin of the offer's grant for that order; every such grant names a paid order of its player; only
  -- the player's first paid deposit carries one. The order's id in grant_id, its bonus in count.
  SELECT 'first-deposit-bonus-not-paid', o.id, o.user_id, NULL, o.first_deposit_bonus, NULL, coalesce(sum(i.count), 0)::bigint, NULL
  FROM deposit_orders o
  LEFT JOIN reward_grants g ON g.user_id = o.user_id AND g.activity_id = 44 AND g.period = 'once' AND g.key = 'first_deposit' AND g.meta->>'orderNo' = o.order_no
  LEFT JOIN reward_grant_items i ON i.grant_id = g.id AND i.prop_id = 2001
  WHERE o.status = 'paid' GROUP BY o.id HAVING coalesce(sum(i.count), 0) <> o.first_deposit_bonus
  UNION ALL
  SELECT 'first-deposit-bonus-without-order', g.id, g.user_id, NULL, NULL, NULL, NULL, NULL
  FROM reward_grants g
  WHERE g.activity_id = 44 AND NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE o.order_no = g.meta->>'orderNo' AND o.user_id = g.user_id AND o.status = 'paid')
  UNION ALL
  -- "First" is the order of the deposits' credits (their transfer ids, taken under the player's row),
  -- not settled_at: that is each callback's arrival, and two arriving together take the row in either order.
  SELECT 'first-deposit-bonus-not-first', o.id, o.user_id, NULL, o.first_deposit_bonus, NULL, NULL, NULL
  FROM deposit_orders o JOIN ledger_transfers t ON t.idempotency_key = 'deposit:' || o.order_no
  WHERE o.status = 'paid' AND o.first_deposit_bonus > 0
    AND EXISTS (SELECT 1 FROM deposit_orders p JOIN ledger_transfers pt ON pt.idempotency_key = 'deposit:' || p.order_no
      WHERE p.user_id = o.user_id AND p.status = 'paid' AND p.id <> o.id AND pt.id < t.id)
  UNION ALL
  -- The bank promotion (docs/bankpromo.md): every grant of activity 80 names a paid order of its player
  -- through a bank channel, and that order has one (its row in bank_promo_bonuses, the same coin).
  SELECT 'bank-promo-bonus-without-order', g.id, g.user_id, NULL, NULL, NULL, NULL, NULL
  FROM reward_grants g
  WHERE g.activity_id = 80 AND NOT EXISTS (SELECT 1 FROM deposit_orders o JOIN bank_promo_bonuses b ON b.order_no = o.order_no AND b.grant_id = g.id
    WHERE o.order_no = g.meta->>'orderNo' AND o.user_id = g.user_id AND o.status = 'paid')
  UNION ALL
  -- The slot tournament (docs/tournament.md): every prize grant (activity 79) is one place of an ended tournament.
  SELECT 'tournament-prize-without-place', g.id, g.user_id, NULL, NULL, NULL, NULL, NULL
  FROM reward_grants g
  WHERE g.activity_id = 79 AND NOT EXISTS (SELECT 1 FROM tournament_results r JOIN tournaments tt ON tt.id = r.tournament_id AND tt.state = 'ended'
    WHERE r.grant_id = g.id AND r.user_id = g.user_id)
  UNION ALL
  SELECT 'reward-transfer-without-item', c.grant_id, c.owner, NULL, NULL, c.id, c.moved, NULL
  FROM credits c WHERE NOT EXISTS (SELECT 1 FROM reward_grant_items i WHERE i.transfer_id = c.id)
  UNION ALL
  SELECT 'reward-wagering-not-grant-coin', w.grant_id, w.user_id, NULL, w.amount, NULL, coalesce(sum(i.count), 0)::bigint, NULL
  FROM reward_wagering w JOIN reward_grants g ON g.id = w.grant_id
  LEFT JOIN reward_grant_items i ON i.grant_id = w.grant_id AND i.prop_id IN (2001, 50001, 50002, 50003, 50004)
  GROUP BY w.id HAVING w.amount <> coalesce(sum(i.count), 0) OR bool_or(g.user_id <> w.user_id)
  ORDER BY 1, 2 LIMIT 1000`;

/**
 * Bet rebates (docs/rewards.md "Bet rebates"): no accrual paid above the floor of its valid bet at its
 * rate; what the accruals of a player and game type say was paid is what their claims' log paid; each
 * claim row is its grant's coin, to its player.
 */
const vipRebates = sql`
  SELECT 'vip-rebate-overpaid' AS problem, a.user_id, a.game_type, a.id AS accrual_id, a.paid AS paid, (a.valid_bet * a.rate_bps / 10000)::bigint AS earned
  FROM vip_rebate_accruals a WHERE a.paid > a.valid_bet * a.rate_bps / 10000
  UNION ALL
  SELECT 'vip-rebate-paid-not-claims', coalesce(p.user_id, c.user_id), coalesce(p.game_type, c.game_type), NULL, coalesce(p.paid, 0), coalesce(c.amount, 0)
  FROM (SELECT user_id, game_type, sum(paid)::bigint AS paid FROM vip_rebate_accruals GROUP BY 1, 2) p
  FULL JOIN (SELECT user_id, game_type, sum(amount)::bigint AS amount FROM vip_rebate_claims GROUP BY 1, 2) c ON c.user_id = p.user_id AND c.game_type = p.game_type
  WHERE coalesce(p.paid, 0) <> coalesce(c.amount, 0)
  UNION ALL
  SELECT 'vip-rebate-claim-not-grant', c.user_id, c.game_type, c.id, c.amount, i.count
  FROM vip_rebate_claims c JOIN reward_grants g ON g.id = c.grant_id LEFT JOIN reward_grant_items i ON i.grant_id = g.id AND i.prop_id = 2001
  WHERE g.user_id <> c.user_id OR i.count IS DISTINCT FROM c.amount
  ORDER BY 1, 2 LIMIT 1000`;

/**
 * Points exchanges (docs/points-rank.md): each exchange's points transfer takes exactly its points from
 * its player's points account; its grant paid its coin to that player; no `points_exchange` movement
 * of a points account and no exchange grant (activity 9, reason points_exchange) without its exchange.
 */
const pointsExchanges = sql`
  WITH moves AS (
    SELECT t.id, e.amount, a.owner_id
    FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.kind = 'points_exchange' AND a.owner_id IS NOT NULL AND a.kind = 'points')
  SELECT 'points-exchange-not-debited' AS problem, x.id AS exchange_id, x.user_id, x.points, x.coin, m.amount AS moved, x.transfer_id AS ref_id
  FROM points_exchanges x LEFT JOIN moves m ON m.id = x.transfer_id
  WHERE m.id IS NULL OR m.amount <> -x.points OR m.owner_id <> x.user_id
  UNION ALL
  SELECT 'points-exchange-coin-not-grant', x.id, x.user_id, x.points, x.coin, coalesce(sum(i.count), 0)::bigint, x.grant_id
  FROM points_exchanges x JOIN reward_grants g ON g.id = x.grant_id LEFT JOIN reward_grant_items i ON i.grant_id = g.id AND i.prop_id = 2001
  GROUP BY x.id, g.user_id HAVING coalesce(sum(i.count), 0) <> x.coin OR g.user_id <> x.user_id
  UNION ALL
  SELECT 'points-exchange-transfer-without-exchange', NULL, m.owner_id, NULL, NULL, m.amount, m.id
  FROM moves m WHERE NOT EXISTS (SELECT 1 FROM points_exchanges x WHERE x.transfer_id = m.id)
  UNION ALL
  SELECT 'points-exchange-grant-without-exchange', NULL, g.user_id, NULL, NULL, NULL, g.id
  FROM reward_grants g WHERE g.activity_id = 9 AND g.reason = 'points_exchange' AND NOT EXISTS (SELECT 1 FROM points_exchanges x WHERE x.grant_id = g.id)
  ORDER BY 1, 2 LIMIT 1000`;

/**
 * The number game's prizes (docs/lottery.md "Prizes"): in a settled draw every player with winning lines
 * has exactly the grant `lottery:<drawId>` (activity 76) paying the sum of their lines' prizes, each of
 * those lines marked with it; no such grant without winning lines.
 */
const lotteryPrizes = sql`
  WITH won AS (
    SELECT t.draw_id, t.user_id, sum(t.prize)::bigint AS prize, bool_and(t.grant_id IS NOT NULL) AS marked
    FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id AND d.state = 'settled' WHERE t.prize > 0 GROUP BY t.draw_id, t.user_id),
  paid AS (
    SELECT g.id, g.user_id, substring(g.key from 9)::int AS draw_id, coalesce(sum(i.count), 0)::bigint AS coin
    FROM reward_grants g LEFT JOIN reward_grant_items i ON i.grant_id = g.id AND i.prop_id = 2001
    WHERE g.activity_id = 76 AND g.reason = 'lottery_prize' GROUP BY g.id)
  SELECT 'lottery-prize-not-paid' AS problem, w.draw_id, w.user_id, w.prize, p.coin, p.id AS grant_id
  FROM won w LEFT JOIN paid p ON p.draw_id = w.draw_id AND p.user_id = w.user_id
  WHERE p.id IS NULL OR p.coin <> w.prize OR NOT w.marked
  UNION ALL
  SELECT 'lottery-grant-without-prize', p.draw_id, p.user_id, NULL, p.coin, p.id
  FROM paid p WHERE NOT EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.draw_id = p.draw_id AND t.user_id = p.user_id AND t.prize > 0)
  ORDER BY 1, 2 LIMIT 1000`;

/** Runs every business check; each offending row lands under its `problem` (at most ROW_LIMIT rows each). */
export async function auditInvariants(db: Executor): Promise<AuditProblem[]> {
  const problems = new Map<string, AuditProblem>();
  for (const query of [deposits, depositRefundsInvariant, reversalsInvariant, withdrawals, duplicateKeys, betTotals, jackpotDraws, rewardGrants, vipRebates, pointsExchanges, fairDrawsInvariant, lotteryPrizes]) {
    for (const row of await rows(db, query)) {
      const { problem, ...rest } = plain(row);
      const check = String(problem);
      const entry = problems.get(check) ?? { check, rows: [] };
      if (entry.rows.length < ROW_LIMIT) entry.rows.push(rest);
      problems.set(check, entry);
    }
  }
  return [...problems.values()];
}

/** Row counts the report's headline quotes: how much the business checks looked at. */
export async function invariantCounts(db: Executor): Promise<Record<string, number>> {
  const [row] = await rows(
    db,
    sql`SELECT (SELECT count(*) FROM deposit_orders)::int AS deposit_orders, (SELECT count(*) FROM withdrawals)::int AS withdrawals,
               (SELECT count(*) FROM game_rounds WHERE NOT try_it)::int AS game_rounds, (SELECT count(*) FROM jackpot_draws)::int AS jackpot_draws,
               (SELECT count(*) FROM reward_grants)::int AS reward_grants, (SELECT count(*) FROM fair_draws)::int AS fair_draws`,
  );
  return Object.fromEntries(Object.entries(plain(row ?? {})).map(([k, v]) => [k, Number(v ?? 0)]));
}
