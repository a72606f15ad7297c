import { expect, test } from '@playwright/test';

test.describe('eligibility notice', () => {
  test('a first visit shows the blocking notice; accepting is remembered on the device', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Before you play' });
    await expect(notice).toBeVisible();
    for (const text of [
      'Government officials and employees',
      'Members of the Armed Forces of the Philippines and the Philippine National Police',
      'Persons under 21 years old',
      'Persons listed in the national database of restricted persons',
      'Holders of a gaming licence',
      'Anyone playing in a public place',
      'Funds of players found to be ineligible will be forfeited.',
      'Free bonuses require at least one valid top-up.',
      'The minimum age to play is 21.',
    ]) {
      await expect(notice.getByText(text)).toBeVisible();
    }
    // On a 412×823 phone the notice scrolls under its buttons; the forfeit rule sits with them, in full view.
    await page.setViewportSize({ width: 412, height: 823 });
    const forfeit = notice.getByTestId('notice-forfeit');
    await expect(forfeit).toBeInViewport({ ratio: 1 });
    const agree = notice.getByRole('button', { name: 'I am 21+ and I agree' });
    const [line, button] = [(await forfeit.boundingBox())!, (await agree.boundingBox())!];
    expect(line.y + line.height).toBeLessThanOrEqual(button.y);
    // Nothing is drawn over it: the topmost element at its middle is the rule itself.
    expect(await forfeit.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);

    // No close button and Escape does not dismiss it.
    await expect(notice.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'I am 21+ and I agree' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Mabuhay! Welcome to Swerte' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mabuhay! Welcome to Swerte' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Before you play' })).toHaveCount(0);
  });

  test('leaving shows a goodbye that only leads back to the notice', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Leave' }).click();
    const goodbye = page.getByRole('dialog', { name: 'Thank you for visiting' });
    await expect(goodbye).toBeVisible();
    // Leaving is not accepting: nothing is remembered, and a reload asks again.
    expect(await page.evaluate(() => localStorage.getItem('swerte.noticeAccepted'))).toBeNull();
    await goodbye.getByRole('button', { name: 'Read the notice again' }).click();
    await expect(page.getByRole('dialog', { name: 'Before you play' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Before you play' })).toBeVisible();
  });
});
