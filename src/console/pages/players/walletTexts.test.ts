import { describe, expect, it } from 'vitest';
import { recordKindKey as playerKindKey } from '../../../features/wallet/recordKinds.ts';
import { recordKindKey } from './walletTexts.ts';

describe("the console's ledger", () => {
  it("names each kind as the player's coin record does", () => {
    for (const kind of ['deposit', 'withdraw_hold', 'game_bet', 'jackpot_draw', 'other', 'something_newer']) expect(recordKindKey(kind)).toBe(`wallet:${playerKindKey(kind)}`);
  });
});
