import type { LotteryDraw, LotteryDrawState, LotteryProduct, LotteryTicket } from '../../contract/index.ts';
import type { LotteryDrawRow, LotteryProductRow, LotteryTicketRow } from './repo.ts';

/** The rows as players read them (contract/calls/lottery.ts): the seed and numbers only once drawn. */

export type DrawTotals = { lines: number; winningLines: number; prizes: number; players: number };
const none: DrawTotals = { lines: 0, winningLines: 0, prizes: 0, players: 0 };

export function drawView(row: LotteryDrawRow, productName: string, totals: DrawTotals | undefined): LotteryDraw {
  const drawn = row.state === 'drawn' || row.state === 'settled';
  const t = totals ?? none;
  return {
    drawId: row.id,
    productId: row.productId,
    productName,
    pick: row.pick,
    pool: row.pool,
    closesAt: row.closesAt.getTime(),
    drawAt: row.drawAt.getTime(),
    state: row.state as LotteryDrawState,
    seedHash: row.seedHash,
    seed: drawn ? row.seed : null,
    numbers: drawn ? (row.numbers ?? null) : null,
    lines: t.lines,
    winningLines: drawn ? t.winningLines : 0,
    paid: row.state === 'settled' ? t.prizes : 0,
  };
}

export function productView(row: LotteryProductRow, nextDraw: LotteryDraw | null): LotteryProduct {
  return {
    productId: row.id,
    name: row.name,
    pick: row.pick,
    pool: row.pool,
    linePrice: row.linePrice,
    maxLinesPerOrder: row.maxLinesPerOrder,
    cutoffMinutes: row.cutoffMinutes,
    drawTimes: row.drawTimes,
    paytable: row.paytable,
    nextDraw,
  };
}

export function ticketView(ticket: LotteryTicketRow, ctx: { productName: string; drawAt: Date; state: string; pay: string }): LotteryTicket {
  const drawn = ctx.state === 'drawn' || ctx.state === 'settled';
  return {
    ticketId: ticket.id,
    orderId: ticket.orderId,
    drawId: ticket.drawId,
    productName: ctx.productName,
    drawAt: ctx.drawAt.getTime(),
    numbers: ticket.numbers,
    state: !drawn || ticket.matched === null ? 'pending' : ticket.prize > 0 ? 'won' : 'lost',
    matched: drawn ? ticket.matched : null,
    prize: drawn ? ticket.prize : 0,
    paid: ticket.grantId !== null,
    pay: ctx.pay === 'coupon' ? 'coupon' : 'coin',
    createdAt: ticket.createdAt.getTime(),
  };
}
