import { MessageKey } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { activitiesRepo } from '../activity/index.ts';
import { activityRepo } from '../events/index.ts';
import { cardsRepo } from '../wallet/index.ts';
import { usersRepo } from '../db/users-repo.ts';
import { userInfo } from './user-info.ts';
import { playerRedDots } from './red-dots.ts';

export const accountHandlers: HandlerGroup<'refreshData' | 'redDots' | 'getAfterLoginInfoWeb' | 'online' | 'updateProfile'> = {
  refreshData: async ({ deps, session: { user } }) => {
    const [balances, redDots] = await Promise.all([playerBalances(deps.db, user.id), playerRedDots(deps, user)]);
    return {
      coin: balances.coin,
      lottery: balances.lottery,
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
    const changes: { nickname?: string; avatar?: string } = {};
    if (body.nickname !== undefined) {
      const nickname = body.nickname.trim();
      const { min, max } = config.lengths.nickname;
      if ([...nickname].length > max) throw invalid('nickname', MessageKey.nicknameTooLong, { max });
      if ([...nickname].length < Math.max(1, min)) throw invalid('nickname', MessageKey.fieldLength, { min: Math.max(1, min), max });
      changes.nickname = nickname;
    }
    if (body.avatar !== undefined) {
      if (!(rules.profile.avatars as readonly string[]).includes(body.avatar)) throw invalid('avatar');
      changes.avatar = body.avatar;
    }
    const updated = Object.keys(changes).length ? await usersRepo(deps.db).update(user.id, changes) : user;
    return { userInfo: await userInfo(deps.db, updated ?? user, deps.now()) };
  },
};
