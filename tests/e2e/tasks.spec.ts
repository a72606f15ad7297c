import { expect, test } from '@playwright/test';
import { COMMON_FIELDS, depositWithSandbox, playableSlotId, registerWithPhone, skipNotice, spinOnce } from './helpers.ts';

/**
 * Issue 20, tasks (docs/tasks.md): a new player deposits through the sandbox, opens /bonus/tasks, goes
 * from the bet task to the games, spins the house slot up to the task's target (₱200 in the seeded
 * config: two spins at ₱100), comes back, claims the finished task (the reward popup), sees it claimed
 * and today's activity points move, and cannot claim it again.
 */

test.use({ reducedMotion: 'reduce' });

test('complete the daily bet task by spinning the slot, claim it once, and see the activity points move', async ({ page, context }) => {
  test.slow();
  await skipNotice(context);
  await registerWithPhone(page);
  await depositWithSandbox(page, 500);

  await page.goto('/bonus/tasks');
  // Something waits already: the day's deposit and "link your mobile" (registered by phone).
  await expect(page.getByRole('tab', { name: /Tasks/ }).getByTestId('red-dot')).toBeVisible();
  const betTask = page.getByTestId('task-1');
  await expect(betTask).toContainText('Bet ₱200 today');
  await expect(betTask).toContainText('₱0 of ₱200');
  await expect(page.getByTestId('liveness-day')).toHaveText('0 of 100');
  await expect(page.getByText(/New daily tasks/)).toBeVisible();

  // "Go" leads to the games; play the house slot at its highest bet (₱100) twice.
  await betTask.getByRole('link', { name: 'Go: Bet ₱200 today' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/game/start?gameId=${await playableSlotId(page.request)}`);
  await expect(page).toHaveURL(/\/game\/play\/\d+\?session=/, { timeout: 20_000 });
  const raise = page.getByRole('button', { name: 'Raise bet' });
  while (await raise.isEnabled()) await raise.click();
  await expect(page.getByTestId('slot-bet')).toContainText('₱100');
  for (let spin = 0; spin < 2; spin += 1) await spinOnce(page);

  // Back on the tasks: finished, claimed once through the reward popup.
  await page.goto('/bonus/tasks');
  await expect(betTask).toContainText('₱200 of ₱200');
  const claim = betTask.getByRole('button', { name: 'Claim: Bet ₱200 today' });
  await expect(claim).toBeEnabled();
  await claim.click();
  const reward = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(reward).toBeVisible();
  await expect(reward).toContainText(/Activity points\s*×\s*25/);
  await reward.click();
  await expect(reward).toBeHidden();
  await expect(betTask).toContainText('Claimed');
  await expect(betTask.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('liveness-day')).toHaveText('25 of 100');
  // The first chest (20 points) opens now.
  await expect(page.getByTestId('chest-1').getByRole('button', { name: 'Claim: 20 points' })).toBeEnabled();

  // A second claim is impossible: after a reload the task stays claimed and the server refuses it (5002).
  await page.reload();
  await expect(betTask).toContainText('Claimed');
  const again = await page.evaluate(async (common) => {
    const token = localStorage.getItem('swerte.token') ?? '';
    const response = await fetch('/app/v1/finishTask', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ ...common, id: 1 }) });
    return (await response.json()) as { errcode: number };
  }, COMMON_FIELDS);
  expect(again.errcode).toBe(5002);
  await expect(page.getByTestId('liveness-day')).toHaveText('25 of 100');
});
