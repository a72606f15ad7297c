import { expect, test } from '@playwright/test';
import { freshPlayer, signInWithPassword, skipNotice } from './helpers.ts';

test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

// One route of each class guarded by 'auth': account pages, auth sub-pages, VIP service.
for (const [path, check] of [
  ['/member', 'member-balance'],
  ['/auth/info', null],
  ['/service/vip', null],
] as const) {
  test(`auth: ${path} sends a visitor to sign in and returns there after sign-in`, async ({ page }) => {
    await page.goto(`${path}?from=guard`);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(`${path}?from=guard`)}`);
    const player = await freshPlayer();
    await signInWithPassword(page, player.account, player.password);
    await expect(page).toHaveURL(`${path}?from=guard`);
    if (check) await expect(page.getByTestId(check)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  });
}

test('auth-activity: a visitor sees an activity whose unloginShowStatus allows visitors', async ({ page }) => {
  await page.goto('/activity/notice');
  await expect(page).toHaveURL('/activity/notice');
  await expect(page).toHaveTitle('Announcements · Swerte');
  await expect(page.getByRole('heading', { name: 'Welcome to Swerte' })).toBeVisible();
  await expect(page.getByText(/players aged 21 and over only/)).toBeVisible();
});

test('auth-activity: when the activity is not for visitors, it works like auth', async ({ page }) => {
  // The operator hid the notice from visitors: getActivityIds no longer lists it for a visitor.
  await page.route('**/app/v1/getActivityIds', async (route) => {
    const signedIn = Boolean(route.request().headers().authorization);
    // A navigation (the sign-in's redirect) may drop the request while it is on its way: nothing to answer then.
    const answer = await route
      .fetch()
      .then(async (response) => ({ response, body: (await response.json()) as { activityIds: number[]; activityMap: Record<string, unknown> } }))
      .catch(() => null);
    if (!answer) return;
    const { response, body } = answer;
    if (!signedIn) {
      body.activityIds = body.activityIds.filter((id) => id !== 25);
      delete body.activityMap['25'];
    }
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
  await page.goto('/activity/notice');
  await expect(page).toHaveURL('/auth/login?redirect=%2Factivity%2Fnotice');
  const player = await freshPlayer();
  await signInWithPassword(page, player.account, player.password);
  await expect(page).toHaveURL('/activity/notice');
  await expect(page.getByRole('heading', { name: 'Welcome to Swerte' })).toBeVisible();
});
