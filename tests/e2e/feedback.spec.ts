import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, signInToConsole } from './console-helpers.ts';
import { freshPlayer, signInAs, skipNotice } from './helpers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/**
 * Issue 27: a player sends feedback with a picture; a support operator opens it in the console's
 * queue (the picture shown), takes it and replies; the player's open record page shows the reply
 * without a reload (the live channel), and again after one. A non-numeric record id is the 404 page.
 */
test('feedback with a picture, answered by support in the console, seen by the player live and after a reload', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/feedback');

  await page.getByLabel('Topic').selectOption('deposit');
  // Too short a message is refused on the device, with the limit.
  await page.getByLabel('Your message').fill('Hi');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Write at least 5 characters.')).toBeVisible();
  await page.getByLabel('Your message').fill('My GCash deposit of 500 did not arrive. Screenshot attached.');
  // Something that is not a picture is caught on the device.
  await page.getByTestId('feedback-picture').setInputFiles({ name: 'shot.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(page.getByText('This picture could not be read. Choose another one.')).toBeVisible();
  await page.getByTestId('feedback-picture').setInputFiles(join(FIXTURES, 'kyc-id.jpg'));
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();

  await expect(page).toHaveURL(/\/feedback\/record\/\d+$/);
  const recordUrl = page.url();
  await expect(page.getByText('Thank you. Support will answer in your feedback record.')).toBeVisible();
  await expect(page.getByTestId('feedback-status')).toHaveText('Waiting for support');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await expect(page.getByText('Support has not answered yet. You will see the reply here.')).toBeVisible();

  // Support answers from the console's queue.
  const consoleSide = await consoleContext(browser);
  const ops = await consoleSide.newPage();
  await signInToConsole(ops, await addOperator('support'));
  await ops.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Feedback' }).click();
  const row = ops.getByRole('row').filter({ hasText: player.account });
  await expect(row).toContainText('Deposits');
  await expect(row).toContainText('Unanswered');
  await row.getByRole('button', { name: /^Open feedback/ }).click();
  const view = ops.getByRole('region', { name: /^Open feedback/ });
  await expect(view).toContainText('My GCash deposit of 500 did not arrive.');
  await expect(view.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await view.getByRole('button', { name: 'Take it' }).click();
  await expect(ops.getByText(/is yours now\./)).toBeVisible();
  await view.getByLabel('Reply (the player reads it in the app)').fill('We found your deposit and credited it. Thank you for the screenshot.');
  await view.getByRole('button', { name: 'Send reply' }).click();
  await expect(ops.getByText(/^Reply to feedback \d+ sent to/)).toBeVisible();
  await expect(view.getByTestId('feedback-view-status')).toHaveText('Answered');

  // The player's page shows the reply without a reload, then after one.
  await expect(page.getByTestId('feedback-reply')).toHaveText('We found your deposit and credited it. Thank you for the screenshot.');
  await expect(page.getByTestId('feedback-status')).toHaveText('Answered');
  await page.reload();
  await expect(page.getByTestId('feedback-reply')).toHaveText('We found your deposit and credited it. Thank you for the screenshot.');
  await page.goto('/feedback/record');
  await expect(page.getByTestId('feedback-list')).toContainText('Answered');

  // Support closes it; the record says so.
  await view.getByRole('button', { name: 'Close feedback' }).click();
  await expect(ops.getByText(/^Feedback \d+ is closed\.$/)).toBeVisible();
  await consoleSide.close();
  await page.goto(recordUrl);
  await expect(page.getByTestId('feedback-status')).toHaveText('Closed');

  // A non-numeric id is the route's 404 page, naming the path.
  await page.goto('/feedback/record/abc');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/feedback/record/abc')).toBeVisible();
});
