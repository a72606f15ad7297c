import { PropId } from '../../contract/index.ts';
import { HouseAccount, type HouseAccountKind, type PlayerAccountKind } from '../ledger/ledger.ts';

/**
 * What each prop id (spec §3) is worth to the ledger: the player account it credits and where the
 * value comes from. Coin is pesos (hundredths) from the peso budget the source names (the bonus
 * budget unless it says otherwise: the sign-up account, the jackpot pool); points and diamonds are
 * not pesos and come from their own house accounts, so the peso budget's balance stays one unit.
 * Jackpot tier prizes (50001–50004) are coin: their count is the hundredths won.
 *
 * Coupons (1001–1399, 100001–100005, 110001–110005) and tickets are not value: they become rows the
 * player owns, with expiry (props.ts). Liveness (4001) is a tally item (below).
 */
export interface ValueItem {
  account: PlayerAccountKind;
  /** null: from the source's peso budget. */
  from: HouseAccountKind | null;
}

const COIN: ValueItem = { account: 'coin', from: null };

export const VALUE_ITEMS: Readonly<Record<number, ValueItem>> = {
  [PropId.coin]: COIN,
  [PropId.points]: { account: 'points', from: HouseAccount.pointsIssued },
  [PropId.diamond]: { account: 'diamond', from: HouseAccount.diamondsIssued },
  [PropId.jackpotMega]: COIN,
  [PropId.jackpotMajor]: COIN,
  [PropId.jackpotMinor]: COIN,
  [PropId.jackpotMini]: COIN,
};

export const valueItem = (propId: number): ValueItem | undefined => VALUE_ITEMS[propId];

/**
 * Tally items: counted, never paid nor owned. A grant records them in `reward_grant_items` with no
 * transfer and no rows, so the grant itself is the record; their worth is the sum over the grants
 * that carry them. Liveness 4001 is the tasks' (docs/tasks.md): a player's liveness of a Manila day
 * or week is the liveness of their task grants made in it, which opens that period's chests.
 */
export const TALLY_ITEMS: ReadonlySet<number> = new Set([PropId.liveness]);

export const isTallyItem = (propId: number) => TALLY_ITEMS.has(propId);
