import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { testDatabaseUrl } from './harness.ts';
import { callServer, useTwoServerProcesses } from './processes.ts';

/**
 * Two server processes on one PostgreSQL (how the product scales out): the concurrency guarantees
 * hold across processes, not only inside one. The embedded database belongs to a single process,
 * so this runs against PostgreSQL only.
 */
describe.skipIf(!testDatabaseUrl)('two server processes on one PostgreSQL', () => {
  const { ports, databaseUrl, dataDir } = useTwoServerProcesses(testDatabaseUrl!, 'two', 19900);

  it('100 withdrawals split across both against a balance for 10, and 50 copies of one callback: 10 held, one credit, books balanced', { timeout: 120_000 }, async () => {
    const token = (await callServer(ports[0], 'accountLogin', { type: 2, account: 'demo', password: 'Swerte2026' })).token as string;
    // The step-up grant is on the session row: proved on one process, honoured by the other.
    expect((await callServer(ports[0], 'stepUp', { password: 'Swerte2026' }, token)).errcode).toBe(0);
    const card = (await callServer(ports[1], 'addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09175556666' }, token)).card as { id: number };
    const setup = await openDatabase({ url: databaseUrl(), poolSize: 1 });
    await setup.exec(`UPDATE app_config SET value = jsonb_set(jsonb_set(value, '{dailyCount}', '1000'), '{newCardHoldHours}', '0') WHERE key = 'withdrawConfig'`);
    // Each process keeps config for 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    // ₱1,050 of which the ₱50 welcome bonus is locked (rewards): ₱1,000 withdrawable, 10 × ₱100.
    const withdrawals = await Promise.all(
      Array.from({ length: 100 }, (_, i) => callServer(ports[i % 2]!, 'exchange', { cardId: card.id, amount: 10000, requestId: `two-proc-${i}`, forfeitBonus: true }, token)),
    );
    expect(withdrawals.filter((r) => r.errcode === 0)).toHaveLength(10);
    expect(withdrawals.filter((r) => r.errcode === 2001)).toHaveLength(90);

    const { order } = await callServer(ports[0], 'recharge', { typeId: 1, amount: 20000, requestId: 'two-proc-deposit' }, token);
    const secret = readFileSync(join(dataDir(), 'sandbox-payments.secret'), 'utf8').trim();
    const body = JSON.stringify({ orderNo: order.orderNo, providerOrderId: 'SBX-TWO', amount: 20000, status: 'paid', timestamp: Date.now() });
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    const callbacks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/payments/callback/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature }, body }).then(
          async (res) => ({ status: res.status, ...((await res.json()) as { outcome: string }) }),
        ),
      ),
    );
    expect(callbacks.filter((c) => c.outcome === 'accepted')).toHaveLength(1);
    expect(callbacks.every((c) => c.status === 200)).toBe(true);

    const balance = await callServer(ports[1], 'refreshData', {}, token);
    expect(balance.coin).toBe(105000 - 10 * 10000 + 20000);
    expect(await auditBooks(setup.db)).toMatchObject({ ok: true, problems: [] });
    await setup.close();
  });
});
