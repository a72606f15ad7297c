import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { ActivityId, LoginType, normaliseMobile } from '../../contract/index.ts';
import { jackpotReleaseTable, jackpotRules } from '../jackpot/index.ts';
import { slotReleaseTables } from '../games/index.ts';
import { ensureReleaseTables } from '../fairness/index.ts';
import type { ServerDeps } from '../deps.ts';
import { HouseAccount, transfer } from '../ledger/ledger.ts';
import { activitiesRepo } from '../activity/index.ts';
import { appConfigRepo, themesRepo } from '../app-config/index.ts';
import { usersRepo } from '../db/users-repo.ts';
import { createPlayer, hashPassword } from '../auth/index.ts';
import { seedDiamondShop, type SeedDiamondShop } from '../diamonds/index.ts';
import { scratchReleaseTables, seedScratchCards, type SeedScratchCard } from '../scratch/index.ts';
import { diamondItems } from '../tables.ts';
import { eq } from 'drizzle-orm';
import { seedSpinWheel, spinReleaseTable } from '../spin/index.ts';
import { inviteSpinReleaseTable, type InviteSpinSeed } from '../agents/index.ts';
import { pusherReleaseTable, seedPusher } from '../pusher/index.ts';
import { seedLotteryProduct } from '../lottery/index.ts';
import { centavoAmounts } from './wholePesos.ts';

const here = dirname(fileURLToPath(import.meta.url));
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(here, name), 'utf8')) as T;

export interface DemoPlayer {
  account: string;
  password: string;
  mobile: string;
  nickname: string;
  birthDate: string;
  openingCoin: number;
}
export const demoPlayer = readJson<DemoPlayer>('demo-player.json');
/**
 * The demo player's hash, made once a process: argon2 costs tens of milliseconds, and the test
 * suites seed a fresh database for every test. (The salt is shared only by copies of the demo account.)
 */
let demoPasswordHash: Promise<string> | undefined;

/**
 * Fills an empty database with the demo content from the JSON files beside this one. Safe to run
 * on every start: it adds only what is missing and never overwrites an operator's changes.
 */
export async function seed(deps: Pick<ServerDeps, 'db' | 'config'>, opts: { demoPlayer?: boolean; production?: boolean } = {}): Promise<void> {
  const appConfig = readJson<Record<string, unknown>>('app-config.json');
  // Players see floored pesos: a seeded amount with centavos would contradict itself on screen.
  const centavos = centavoAmounts(appConfig);
  if (centavos.length > 0) throw new Error(`seed: app-config.json amounts must be whole pesos: ${centavos.join(', ')}`);
  // Identity before the first deposit: on in production, off in development (docs/kyc.md); once stored, the operator's.
  await appConfigRepo(deps.db).insertMissing({ ...appConfig, kycBeforeFirstDeposit: opts.production === true });
  await themesRepo(deps.db).insertMissing(readJson<{ name: string; domain: string; isActive: boolean; data: unknown }[]>('themes.json'));
  await activitiesRepo(deps.db).insertMissing(readJson<Parameters<ReturnType<typeof activitiesRepo>['insertMissing']>[0]>('activities.json'));
  // The diamond mall's demo goods and add-up awards (issue 29): shipped art, an operator's later changes kept.
  await seedDiamondShop(deps.db, readJson<SeedDiamondShop>('diamond-shop.json'), Date.now());
  // Scratch cards (issue 29, docs/scratch.md): each card type's mall item (kind scratchCard), then the type beside it.
  const scratchCards = readJson<{ cards: SeedScratchCard[] }>('scratch-cards.json').cards;
  const scratchItemKey = (key: string) => `scratch-${key}`;
  await seedDiamondShop(
    deps.db,
    {
      items: scratchCards.map((c) => ({ key: scratchItemKey(c.key), kind: 'scratchCard', name: c.name, description: c.description, art: 'coin-chest', price: c.price, wagering: 0, stock: c.stock ?? null, dailyLimit: c.dailyLimit ?? null, sort: c.sort })),
      addup: [],
    },
    Date.now(),
  );
  const scratchItemId = async (key: string) => (await deps.db.select({ id: diamondItems.id }).from(diamondItems).where(eq(diamondItems.seedKey, scratchItemKey(key))))[0]?.id;
  await seedScratchCards(deps.db, scratchCards, scratchItemId, Date.now());
  deps.config.invalidate();
  // The fairness tables draws map onto (docs/fairness.md): the slots' strips and the jackpot's
  // weights as this release has them (version 1; a new slot version when the strips or pays changed).
  const board = (await deps.config.get()).config.jackpotAwardConfig;
  // The spin wheel's config (issue 29, spin-wheel.json; an operator's kept) and its `spin` table's version 1 from it.
  const wheel = await seedSpinWheel(deps.db, readJson<unknown>('spin-wheel.json'), Date.now());
  // The coin pusher's config (issue 30, pusher.json; an operator's kept) and its `pusher` table's version 1 from it.
  const pusher = await seedPusher(deps.db, readJson<unknown>('pusher.json'), Date.now());
  // The lottery's default product (issue 32, lottery.json; written once by its key, an operator's changes kept).
  await seedLotteryProduct(deps.db, readJson<Parameters<typeof seedLotteryProduct>[1]>('lottery.json'), Date.now());
  await ensureReleaseTables(deps.db, [...slotReleaseTables(), jackpotReleaseTable(board, jackpotRules), spinReleaseTable(wheel), inviteSpinReleaseTable(readJson<InviteSpinSeed>('invite-spin.json')), pusherReleaseTable(pusher), ...scratchReleaseTables(scratchCards)], Date.now());
  // The Lucky Jackpot pool's opening funds, once (the key makes every later start a no-op).
  await deps.db.transaction((tx) =>
    transfer(tx, {
      kind: 'jackpot_pool_funding',
      idempotencyKey: 'jackpot_pool_funding:seed',
      legs: [
        { account: { house: HouseAccount.openingBalance }, amount: -jackpotRules.poolSeed },
        { account: { house: HouseAccount.jackpotPool }, amount: jackpotRules.poolSeed },
      ],
    }),
  );
  if (opts.demoPlayer === false || (await usersRepo(deps.db).byAccount(demoPlayer.account))) return;
  demoPasswordHash ??= hashPassword(demoPlayer.password).catch((error: unknown) => {
    demoPasswordHash = undefined;
    throw error;
  });
  const passwordHash = await demoPasswordHash;
  const { userRegisterCoin, signupBonusWagering: welcomeWagering, bonusQualifyingDeposit: welcomeQualifyingDeposit } = (await deps.config.get()).config;
  // The sign-up bonus activity switched off: no welcome coins (docs/offers.md), as for every registration.
  const welcomeCoin = (await activitiesRepo(deps.db).isOn(ActivityId.SignUpBonus)) ? userRegisterCoin : 0;
  await deps.db.transaction(async (tx) => {
    const user = await createPlayer(tx, {
      account: demoPlayer.account,
      accountType: LoginType.account,
      mobile: normaliseMobile(demoPlayer.mobile),
      passwordHash,
      nickname: demoPlayer.nickname,
      birthDate: demoPlayer.birthDate,
      pid: null,
      ip: '127.0.0.1',
      welcomeCoin,
      welcomeWagering,
      welcomeQualifyingDeposit,
    });
    await transfer(tx, {
      kind: 'opening_balance',
      idempotencyKey: `opening_balance:${user.id}`,
      legs: [
        { account: { house: HouseAccount.openingBalance }, amount: -demoPlayer.openingCoin },
        { account: { ownerId: user.id, kind: 'coin' }, amount: demoPlayer.openingCoin },
      ],
    });
  });
}
