import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, signInToConsole } from './console-helpers.ts';
import { advanceServerClock, freshPlayer, resetServerClock, signInAs, skipNotice } from './helpers.ts';

/**
 * The live chat reaches a person (docs/chat.md): a player writes, a support operator answers in the
 * console, the player reads the answer without a reload, and after both reload the thread is the same,
 * each message once. Two browser contexts: the player's phone and the operator's desktop.
 */
test('a player writes, a support operator answers in the console, both see one thread live and after a reload', async ({ browser, context, page }) => {
  test.setTimeout(120_000);
  const question = `Where is my deposit? ${Date.now().toString(36)}`;
  const answer = `We are checking it now ${Date.now().toString(36)}`;

  // The operator first: their console open makes them "online" for the players' widget.
  const operator = await addOperator('support');
  const deskContext = await consoleContext(browser);
  const desk = await deskContext.newPage();
  await signInToConsole(desk, operator);
  await desk.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Live chat' }).click();
  await expect(desk.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
  // Contains, not equals: a retry finds the first attempt's desk still online (90 s presence window).
  await expect(desk.getByText(/^Online now:/)).toContainText(operator.name);

  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/service');
  await expect(page.getByText('An agent is online and will answer here.')).toBeVisible();
  await page.getByLabel('Your message').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const thread = page.getByTestId('chat-log');
  await expect(thread.getByText(question)).toBeVisible();
  await expect(thread.locator('li', { hasText: question })).toContainText('Sent');

  // The desk sees the new conversation without a reload (the console's live channel), unread.
  const row = desk.locator('tr', { hasText: player.account });
  await expect(row).toContainText('1 unread');
  await expect(row).toContainText(question);
  await row.getByRole('button', { name: 'Open' }).click();
  const deskThread = desk.getByTestId('console-chat-thread');
  await expect(deskThread.getByText(question)).toBeVisible();
  await desk.getByLabel('Your reply').fill(answer);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(deskThread.getByText(answer)).toBeVisible();
  await expect(desk.getByTestId('chat-holder')).toHaveText(`Handled by ${operator.name}`);

  // The player reads it without a reload: the live channel brought it.
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(thread.locator('li', { hasText: answer })).toContainText(operator.name);

  // Both reload: the same thread, in order, each message once.
  await page.reload();
  await expect(page.getByTestId('chat-log').getByText(answer)).toBeVisible();
  await expect(page.getByTestId('chat-log').locator('li')).toHaveText([new RegExp(question.replace(/[?]/g, '\\?')), new RegExp(answer)]);
  await desk.reload();
  await expect(desk.getByTestId('console-chat-thread').locator('li')).toHaveText([new RegExp(question.replace(/[?]/g, '\\?')), new RegExp(answer)]);

  // The in-page widget on another page holds the same conversation.
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with customer service' }).click();
  const sheet = page.getByRole('dialog', { name: 'Live chat' });
  await expect(sheet.getByTestId('chat-log').locator('li')).toHaveText([new RegExp(question.replace(/[?]/g, '\\?')), new RegExp(answer)]);
  // The desk closes: its heartbeat stops (the next test finds nobody online).
  await deskContext.close();
});

test.afterAll(async () => {
  await resetServerClock();
});

test('with nobody online the widget says so, shows the other channels, and still takes the message', async ({ context, page }) => {
  // Past the presence window (90 s) of any desk an earlier test left: nobody is online now.
  await advanceServerClock(120_000);
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/wallets/record');
  await page.getByRole('button', { name: 'Chat with customer service' }).click();
  const sheet = page.getByRole('dialog', { name: 'Live chat' });
  await expect(sheet.getByText('No agent is online right now.', { exact: false })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:support@swerte.ph');
  await sheet.getByLabel('Your message').fill('Please call me back tomorrow');
  await sheet.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sheet.getByTestId('chat-log').locator('li', { hasText: 'Please call me back tomorrow' })).toContainText('Sent');
});
