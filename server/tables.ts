// Every table of the server, for drizzle-kit (drizzle.config.ts) and for tools and tests that read
// across areas (tests/server snapshot, seed, ops). The kernel's tables (users, the ledger, the write
// caps) live in db/schema.ts; each area's in its own schema.ts. This file sits in the composition
// layer because it names every area: the kernel's database client needs none of them (no relational
// `db.query` is used), so db/ imports no area.
export * from './db/schema.ts';
export * from './auth/schema.ts';
export * from './auth/social/schema.ts';
export * from './events/schema.ts';
export * from './app-config/schema.ts';
export * from './activity/schema.ts';
export * from './wallet/schema.ts';
export * from './push/schema.ts';
export * from './jackpot/schema.ts';
export * from './games/schema.ts';
export * from './ops/schema.ts';
export * from './console/schema.ts';
export * from './security/schema.ts';
export * from './rewards/schema.ts';
export * from './vip/schema.ts';
export * from './protection/schema.ts';
export * from './kyc/schema.ts';
export * from './feedback/schema.ts';
export * from './account/schema.ts';
export * from './bankrupt/schema.ts';
export * from './points/schema.ts';
export * from './chat/schema.ts';
export * from './mail/schema.ts';
export * from './live/schema.ts';
export * from './fairness/schema.ts';
export * from './diamonds/schema.ts';
export * from './scratch/schema.ts';
export * from './spin/schema.ts';
export * from './pusher/schema.ts';
export * from './rain/schema.ts';
export * from './lottery/schema.ts';
export * from './agents/schema.ts';
export * from './pk/schema.ts';
export * from './shows/schema.ts';
export * from './follow/schema.ts';
export * from './tournament/schema.ts';
export * from './bankpromo/schema.ts';
