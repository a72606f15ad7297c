// Invites and the agent programme's public face (contract/calls/agents.ts, docs/agents.md): its calls,
// the `agent5` red dot, and what the console reads and decides (the tree, the frozen referrals).
export { agentHandlers } from './handlers.ts';
export { agent5Waiting } from './service.ts';
export { consoleReferrals, consoleTree, decideReferral } from './console.ts';
export { inviteSpinReleaseTable, INVITE_SPIN_TABLE, type InviteSpinSeed } from './invite-spin-table.ts';
