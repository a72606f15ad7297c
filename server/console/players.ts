import { Errcode, MessageKey } from '../../contract/index.ts';
import { searchPlayers, type PlayerRow } from '../account/index.ts';
import { usersRepo } from '../db/users-repo.ts';
import { ApiError } from '../api/errors.ts';
import { sessionsRepo } from '../auth/index.ts';
import type { Executor } from '../db/client.ts';
import { recentRoundsOf } from '../games/index.ts';
import { recordGroups } from '../ledger/kinds.ts';
import { PlayerAccount } from '../ledger/ledger.ts';
import { accountStatement, playerAccounts } from '../ledger/statement.ts';
import { deviceName, lastSignInAt, signInHistory } from '../security/index.ts';
import { rewardRecord } from '../rewards/index.ts';
import { recentDeposits, withdrawalsRepo } from '../wallet/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';
import { maskAddress, maskMobile, readsMasked } from './masking.ts';
import { insertPlayerNote, noteView, playerNotes } from './notes.ts';
import { withdrawalView } from './withdrawal-view.ts';

/** How many of each list the player page shows (deposits, withdrawals, bets, sessions, sign-ins). */
const LATEST = 20;

/** A player as a list shows them; support reads the mobile masked (masking.ts). */
const rowView = (u: PlayerRow, masked = false) => ({ id: u.id, account: u.account, mobile: masked ? maskMobile(u.mobile ?? '') : (u.mobile ?? ''), nickname: u.nickname, createdAt: u.createdAt.getTime() });

/** The player, or the 404 every player call answers for an id no player has. */
async function playerOr404(db: Executor, id: number): Promise<PlayerRow> {
  const user = await usersRepo(db).byId(id);
  if (!user) throw new ApiError(Errcode.notFound, { msg: MessageKey.consolePlayerNotFound });
  return user;
}

/**
 * The console's players pages (docs/console.md "Players"): search, one player's page, their coin
 * ledger and operators' notes. Each area's rows come through its index, the ledger's through ledger/.
 */
export const playerHandlers: Pick<ConsoleHandlers, 'consolePlayerSearch' | 'consolePlayer' | 'consolePlayerLedger' | 'consolePlayerRewards' | 'consolePlayerNoteAdd'> = {
  consolePlayerSearch: async ({ deps, session, body }) => ({ players: (await searchPlayers(deps.db, body.query, LATEST)).map((u) => rowView(u, readsMasked(session.operator.role))) }),

  /** The player's page: reading it is audited (`player:<id>`), and support reads mobiles and addresses masked. */
  consolePlayer: async ({ deps, session, body }) => {
    const db = deps.db;
    const user = await playerOr404(db, body.id);
    const op = session.operator;
    const masked = readsMasked(op.role);
    const address = (ip: string) => (masked ? maskAddress(ip) : ip);
    const { config } = await deps.config.get();
    const games = new Map(config.gameList.map((g) => [g.id, g.name]));
    const channel = (typeId: number) => config.rechargeTypeMap[String(typeId)]?.name ?? `#${typeId}`;
    await recordConsoleAudit(db, { operatorId: op.id, operator: op.name, call: 'consolePlayer', target: `player:${user.id}`, after: { viewed: masked ? 'masked' : 'whole' } }, new Date(deps.now()));
    const [balances, deposits, withdrawals, bets, sessions, signIns, lastSignIn, notes] = await Promise.all([
      playerAccounts(db, user.id),
      recentDeposits(db, user.id, LATEST),
      withdrawalsRepo(db).recent(user.id, LATEST),
      recentRoundsOf(db, user.id, LATEST),
      sessionsRepo(db).history(user.id, new Date(deps.now()), LATEST),
      signInHistory(db, user.id, LATEST),
      lastSignInAt(db, user.id),
      playerNotes(db, user.id),
    ]);
    return {
      player: {
        profile: { ...rowView(user, masked), vip: user.vip, registerIp: address(user.regIp), lastSignInAt: lastSignIn?.getTime() ?? null },
        balances: balances.map((b) => ({ account: b.kind, balance: b.balance })),
        deposits: deposits.map((d) => ({
          orderNo: d.orderNo,
          typeId: d.typeId,
          channel: channel(d.typeId),
          amount: d.amount,
          status: d.status,
          createdAt: d.createdAt.getTime(),
          paidAt: d.status === 'paid' ? (d.settledAt?.getTime() ?? null) : null,
        })),
        withdrawals: withdrawals.map(withdrawalView),
        bets: bets.map((r) => ({ id: r.id, gameId: r.gameId, game: games.get(r.gameId) ?? `#${r.gameId}`, bet: r.bet, win: r.win, time: r.createdAt.getTime() })),
        sessions: sessions.map((s) => ({
          device: deviceName(s.userAgent),
          address: address(s.ip),
          createdAt: s.createdAt.getTime(),
          lastUsedAt: s.lastUsedAt.getTime(),
          endedAt: s.endedAt?.getTime() ?? null,
        })),
        signIns: signIns.map((e) => ({ time: e.createdAt.getTime(), address: address(e.ip), ok: e.kind === 'sign_in', device: deviceName(e.userAgent) })),
        notes: notes.map(noteView),
      },
    };
  },

  /** The player's coin record as the player's own record call reads it (the same groups of transfer kinds), paged by entry id. */
  consolePlayerLedger: async ({ deps, body }) => {
    const user = await playerOr404(deps.db, body.id);
    const kinds: readonly string[] | undefined = body.group ? recordGroups[body.group] : undefined;
    // One more than a page tells whether another follows.
    const rows = await accountStatement(deps.db, { ownerId: user.id, account: PlayerAccount.coin, kinds, beforeId: body.before, limit: body.limit + 1 });
    return {
      rows: rows.slice(0, body.limit).map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, balanceAfter: r.balanceAfter, time: r.time.getTime() })),
      hasMore: rows.length > body.limit,
    };
  },

  consolePlayerRewards: async ({ deps, body }) => {
    const user = await playerOr404(deps.db, body.id);
    const page = await rewardRecord(deps.db, { userId: user.id, totalRecharge: user.totalRecharge, beforeId: body.before, pageSize: body.limit });
    return { rows: page.list, hasMore: page.nextBeforeId !== null };
  },

  consolePlayerNoteAdd: async ({ deps, session, body }) => {
    const op = session.operator;
    const user = await playerOr404(deps.db, body.id);
    const at = new Date(deps.now());
    const note = await deps.db.transaction(async (tx) => {
      const row = await insertPlayerNote(tx, { userId: user.id, operatorId: op.id, operatorName: op.name, text: body.text, at });
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consolePlayerNoteAdd', target: `player:${user.id}`, after: { noteId: row.id, text: row.text } }, at);
      return row;
    });
    return { note: noteView(note) };
  },
};
