import { describe, expect, it } from 'vitest';
import { ActivityId } from '../../../contract/enums.ts';
import { markShown, planStartPopups, START_POPUP_ORDER, type PlanInput } from './plan.ts';

const all = (visitors: boolean) => START_POPUP_ORDER.map((type) => ({ type, popup: true, unloginShowStatus: visitors }));
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  // Given in reverse, to show the sequencer's order wins over the list's.
  activities: all(true).toReversed(),
  signedIn: true,
  totalRecharge: 0,
  canOfferDownload: true,
  shown: new Set(),
  registered: new Set(START_POPUP_ORDER),
  claimable: new Set([ActivityId.FreeSign]),
  ...over,
});
const { Download, FirstDepositTips, Notice, FirstDeposit, FreeSign, RedPKBlue } = ActivityId;

describe('planStartPopups', () => {
  it('orders download, first-deposit tips, notice, first deposit, sign-in; sign-in covers red-vs-blue', () => {
    expect(planStartPopups(input())).toEqual([Download, FirstDepositTips, Notice, FirstDeposit, FreeSign]);
  });

  it('red-vs-blue shows when there is no sign-in reward to claim', () => {
    expect(planStartPopups(input({ claimable: new Set() }))).toEqual([Download, FirstDepositTips, Notice, FirstDeposit, RedPKBlue]);
  });

  it('first-deposit popups only for a signed-in player who never topped up', () => {
    expect(planStartPopups(input({ totalRecharge: 10_000 }))).toEqual([Download, Notice, FreeSign]);
    expect(planStartPopups(input({ totalRecharge: null }))).toEqual([Download, Notice, FreeSign]);
  });

  it('a visitor gets only popups whose activity allows visitors', () => {
    const activities = [
      { type: Download, popup: true, unloginShowStatus: true },
      { type: FirstDepositTips, popup: true, unloginShowStatus: false },
      { type: Notice, popup: true, unloginShowStatus: true },
    ];
    expect(planStartPopups(input({ activities, signedIn: false, totalRecharge: null }))).toEqual([Download, Notice]);
  });

  it('no download popup inside the app, nothing already shown, nothing unregistered, nothing without the popup flag', () => {
    expect(planStartPopups(input({ canOfferDownload: false }))).not.toContain(Download);
    expect(planStartPopups(input({ shown: new Set([Download, Notice]) }))).toEqual([FirstDepositTips, FirstDeposit, FreeSign]);
    expect(planStartPopups(input({ registered: new Set([Download, Notice]) }))).toEqual([Download, Notice]);
    const noPopup = all(true).map((a) => (a.type === Notice ? { ...a, popup: false } : a));
    expect(planStartPopups(input({ activities: noPopup }))).not.toContain(Notice);
  });

  it('disabled activities (absent from the list) never show', () => {
    expect(planStartPopups(input({ activities: [{ type: Notice, popup: true, unloginShowStatus: true }] }))).toEqual([Notice]);
  });
});

describe('markShown', () => {
  it('records the popup, and sign-in also records red-vs-blue', () => {
    expect([...markShown(new Set([Download]), Notice)].sort()).toEqual([Notice, Download].sort());
    expect(markShown(new Set(), FreeSign).has(RedPKBlue)).toBe(true);
  });
});
