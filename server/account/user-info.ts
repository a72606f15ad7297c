import type { UserInfo } from '../../contract/index.ts';
import type { UserRow } from '../api/context.ts';
import type { Executor } from '../db/client.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { linkedSocialAccounts } from '../auth/index.ts';
import { lotteryBalance } from '../rewards/index.ts';

/** Local display form of a stored 639XXXXXXXXX number. */
export const displayMobile = (mobile: string | null) => (mobile ? `0${mobile.slice(2)}` : '');

/** The spec's "User info" for a player: their row plus ledger balances. */
export async function userInfo(db: Executor, user: UserRow, now: number): Promise<UserInfo> {
  const balances = await playerBalances(db, user.id);
  // The providers linked for sign-in (auth/social/, docs/social.md): subject and name, '' when none.
  const social = await linkedSocialAccounts(db, user.id);
  return {
    id: user.id,
    uuid: user.uuid,
    account: user.account,
    accountType: user.accountType,
    avatar: user.avatar,
    avatarOther: user.avatarOther,
    nickname: user.nickname,
    mobile: displayMobile(user.mobile),
    hasPassword: Boolean(user.passwordHash),
    hasSafeboxPassword: Boolean(user.safeboxPasswordHash),
    hasKyc: user.hasKyc,
    hasUserOther: user.hasUserOther,
    coin: balances.coin,
    // The value of the player's usable lottery coupons (docs/lottery.md "The lottery field").
    lottery: await lotteryBalance(db, user.id, now),
    safebox: balances.safebox,
    totalRecharge: user.totalRecharge,
    exchange: user.exchange,
    bet: user.bet,
    vip: user.vip,
    vipExp: user.vipExp,
    userLevel: user.userLevel,
    regPeriod: Math.max(0, Math.floor((now - user.createdAt.getTime()) / 86400000)),
    pid: user.pid ?? 0,
    facebookAccount: social.facebook?.subject ?? '',
    lineAccount: social.line?.subject ?? '',
    googleAccount: social.google?.subject ?? '',
    facebookName: social.facebook?.name ?? '',
    lineName: social.line?.name ?? '',
    googleName: social.google?.name ?? '',
  };
}
