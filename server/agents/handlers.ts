import type { HandlerGroup } from '../api/context.ts';
import { inviteExchange, inviteRewardsView, inviteSpin } from './invite-rewards.ts';
import { agentsRepo } from './repo.ts';
import { countClick, fillInviter, fillUntil, invitePath } from './invites.ts';
import { agentDashboard, claimWeek, inviteRecord, inviteStatus, maskName } from './service.ts';

type AgentCall =
  | 'agentFill'
  | 'actInviteClickInvite'
  | 'actInviteUser'
  | 'actInviteRecord'
  | 'actInviteStatus'
  | 'actInviteSpin'
  | 'actInviteExchange'
  | 'appAgent5User'
  | 'appAgent5Log'
  | 'appAgent5Receive'
  | 'appAgent5InviteValidReceive';

/** Invites and the agent programme (contract/calls/agents.ts, docs/agents.md). */
export const agentHandlers: HandlerGroup<AgentCall> = {
  agentFill: async ({ body, deps, session: { user } }) => fillInviter(deps.db, (await deps.config.get()).config, user.id, body.pid, deps.now()),

  actInviteClickInvite: async ({ body, deps, ip }) => {
    await countClick(deps.db, body.code, body.visitor, ip, deps.now());
    return {};
  },

  actInviteUser: async ({ deps, session: { user } }) => {
    const inviter = user.pid === null ? undefined : await agentsRepo(deps.db).member(user.pid);
    return {
      inviteCode: user.inviteCode,
      path: invitePath(user.inviteCode),
      inviter: inviter ? maskName(inviter.nickname) : null,
      fillUntil: fillUntil((await deps.config.get()).config, user, deps.now()),
    };
  },

  actInviteRecord: async ({ body, deps, session: { user } }) => inviteRecord(deps.db, (await deps.config.get()).config, user.id, body.pageNum, body.pageSize, deps.now()),

  actInviteStatus: async ({ deps, session: { user } }) => {
    const { config } = await deps.config.get();
    // The tally first: it marks the referrals valid now, which the rewards count.
    const tally = await inviteStatus(deps.db, config, user.id, deps.now());
    return { ...tally, rewards: await inviteRewardsView(deps.db, config, user.id, deps.now()) };
  },

  actInviteSpin: async ({ body, deps, session: { user } }) => {
    const { spin, spinsLeft, coin, locked } = await inviteSpin(deps.db, (await deps.config.get()).config, user.id, body.requestId, deps.now());
    return { spinId: spin.id, prizeId: spin.prizeId, items: spin.items, coin, locked, spinsLeft, fairDrawId: spin.fairDrawId };
  },

  actInviteExchange: async ({ body, deps, session: { user } }) =>
    inviteExchange(deps.db, (await deps.config.get()).config, user.id, body.optionId, body.requestId, deps.now()),

  appAgent5User: async ({ body, deps, session: { user } }) => agentDashboard(deps.db, (await deps.config.get()).config, user.id, body.period, deps.now()),

  appAgent5Log: async ({ body, deps, session: { user } }) => {
    const { list, total } = await agentsRepo(deps.db).payoutPage(user.id, body.pageNum, body.pageSize);
    return { list: list.map((row) => ({ period: row.period, kind: row.kind as 'commission' | 'validInvite', amount: row.amount, time: row.createdAt.getTime() })), total };
  },

  appAgent5Receive: async ({ body, deps, session: { user } }) => {
    const { items, coin, locked, amount } = await claimWeek(deps.db, (await deps.config.get()).config, user.id, body.period, 'commission', deps.now());
    return { items, coin, locked, amount };
  },

  appAgent5InviteValidReceive: async ({ body, deps, session: { user } }) =>
    claimWeek(deps.db, (await deps.config.get()).config, user.id, body.period, 'validInvite', deps.now()),
};
