// The lottery's public face (contract/calls/lottery.ts, contract/ops/lottery.ts, docs/lottery.md): its
// calls, the console's services, the ticker start.ts runs, the default product the seed writes, and the
// numbers' recomputation (tests, ops).
export { lotteryHandlers } from './handlers.ts';
export { advanceLottery, makeDraws, nextDrawAt, numbersFor, settleDraw, startLotteryTicker } from './draws.ts';
export { consoleLotteryDraws, consoleLotteryProducts, saveLotteryProduct, seedLotteryProduct } from './console.ts';
export { lotteryRepo } from './repo.ts';
