import { Errcode, MessageKey } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { activitiesRepo } from '../activity/index.ts';
import { activityRepo } from '../events/index.ts';
import { cardsRepo } from '../wallet/index.ts';
import { usersRepo } from '../db/users-repo.ts';
import { lotteryBalance } from '../rewards/index.ts';
import { userInfo } from './user-info.ts';
import { playerRedDots } from './red-dots.ts';
import { setUserOther, uploadAvatar, userOther } from './profile.ts';

export const accountHandlers: HandlerGroup<'refreshData' | 'redDots' | 'getAfterLoginInfoWeb' | 'online' | 'updateProfile' | 'uploadAvatar' | 'appUserOther' | 'updateAppUserOther'> = {
  refreshData: async ({ deps, session: { user } }) => {
    const [balances, redDots, lottery] = await Promise.all([playerBalances(deps.db, user.id), playerRedDots(deps, user), lotteryBalance(deps.db, user.id, deps.now())]);
    return {
      coin: balances.coin,
      // The value of the player's usable lottery coupons (docs/lottery.md "The lottery field").
      lottery,
      vip: user.vip,
      vipExp: user.vipExp,
      userLevel: user.userLevel,
      bet: user.bet,
      hasPassword: Boolean(user.passwordHash),
      points: balances.points,
      diamond: balances.diamond,
      redDots,
    };
  },

  redDots: async ({ deps, session: { user } }) => ({ redDots: await playerRedDots(deps, user) }),

  getAfterLoginInfoWeb: async ({ body, deps, session: { user } }) => {
    if (body.deviceId) {
      await activityRepo(deps.db).upsertDevice({
        userId: user.id,
        deviceId: body.deviceId,
        deviceModel: body.deviceModel ?? '',
        phoneInfo: body.phoneInfo ?? '',
        messagingToken: body.messagingToken ?? '',
      });
    }
    return {
      userInfo: await userInfo(deps.db, user, deps.now()),
      inviteCode: user.inviteCode,
      aid: user.aid,
      registerTime: user.createdAt.getTime(),
      bankList: (await cardsRepo(deps.db).list(user.id)).map((card) => ({ id: card.id, bankId: card.bankId })),
      activityIds: (await activitiesRepo(deps.db).visibleTo(true)).map((row) => row.type),
    };
  },

  online: async ({ body, deps, session: { user }, ip }) => {
    const now = deps.now();
    await activityRepo(deps.db).touchPresence(user.id, body.gameId ?? 0, ip, new Date(now));
    return { serverTime: now };
  },

  updateProfile: async ({ body, deps, session: { user } }) => {
    const { config } = await deps.config.get();
    const changes: { nickname?: string; avatar?: string; avatarOther?: string } = {};
    if (body.nickname !== undefined) {
      const nickname = body.nickname.trim();
      const { min, max } = config.lengths.nickname;
      if ([...nickname].length > max) throw invalid('nickname', MessageKey.nicknameTooLong, { max });
      if ([...nickname].length < Math.max(1, min)) throw invalid('nickname', MessageKey.fieldLength, { min: Math.max(1, min), max });
      changes.nickname = nickname;
    }
    if (body.avatar !== undefined) {
      if (!(rules.profile.avatars as readonly string[]).includes(body.avatar)) throw new ApiError(Errcode.profileAvatarUnknown, { field: 'avatar' });
      // A shipped avatar chosen replaces an uploaded one (avatarOther is shown first while set).
      changes.avatar = body.avatar;
      changes.avatarOther = '';
    }
    const updated = Object.keys(changes).length ? await usersRepo(deps.db).update(user.id, changes) : user;
    return { userInfo: await userInfo(deps.db, updated ?? user, deps.now()) };
  },

  uploadAvatar: async ({ body, deps, session: { user } }) => ({ userInfo: await userInfo(deps.db, await uploadAvatar(deps.db, user.id, body.image, deps.now()), deps.now()) }),

  appUserOther: async ({ deps, session: { user } }) => ({ other: await userOther(deps.db, user, deps.now()) }),

  updateAppUserOther: async ({ body, deps, session: { user } }) => {
    const updated = await setUserOther(deps.db, user.id, body.email, deps.now());
    return { other: await userOther(deps.db, updated, deps.now()), userInfo: await userInfo(deps.db, updated, deps.now()) };
  },
};
