import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addOperator, consoleContext, signInToConsole } from './console-helpers.ts';
import { freshPlayer, signInAs, skipNotice } from './helpers.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/**
 * Issue 29, the mall's console page (docs/diamonds.md): an admin adds a goods item with an uploaded
 * picture (the KYC pipeline's rules: a file that is not an image is refused), and a player sees it in
 * the mall with that picture; the admin also adds an add-up award that gives a diamond coupon.
 */
test('an admin adds a mall item with a picture and an add-up award; a player sees the item in the mall', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const name = `E2E mug ${Math.random().toString(36).slice(2, 7)}`;
  const consoleSide = await consoleContext(browser);
  const admin = await consoleSide.newPage();
  await signInToConsole(admin, await addOperator('admin'));
  await admin.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Diamond mall items' }).click();
  await expect(admin.getByRole('heading', { name: 'Diamond mall items' })).toBeVisible();
  // The seeded items are listed with their terms.
  await expect(admin.getByRole('row').filter({ hasText: 'Swerte cap' })).toContainText('45 diamonds');

  await admin.getByRole('button', { name: 'New item' }).click();
  const form = admin.getByRole('dialog', { name: 'New mall item' });
  await form.getByLabel('Kind').selectOption('goods');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A mug for your morning coffee.');
  // Not an image: refused before anything is stored.
  await form.getByLabel('Upload a picture').setInputFiles({ name: 'mug.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(form.getByText('The picture must be a JPEG, PNG or WebP image.')).toBeVisible();
  await form.getByLabel('Upload a picture').setInputFiles(join(FIXTURES, 'kyc-id.jpg'));
  await expect(form.getByText('Picture uploaded.')).toBeVisible();
  await expect(form.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  await form.getByLabel('Price in diamonds').fill('0');
  await form.getByLabel('Stock').fill('5');
  await form.getByLabel('Per player in all').fill('1');
  await form.getByLabel('Order in the mall').fill('9000');
  await form.getByRole('button', { name: 'Save item' }).click();
  await expect(form.getByText('A whole number from 1 to 1000000.')).toBeVisible();
  await form.getByLabel('Price in diamonds').fill('30');
  await form.getByRole('button', { name: 'Save item' }).click();
  await expect(admin.getByText(`${name} saved.`)).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('30 diamonds');
  await expect(row).toContainText('1 in all');
  await expect(row.getByRole('img', { name: `Picture of ${name}` })).toHaveAttribute('src', /^\/diamond-goods\/[0-9a-f]{64}\.jpg$/);

  // An add-up award out of reach (nobody's red dot changes), not offered yet: a 25% diamond coupon.
  await admin.getByRole('button', { name: 'New award' }).click();
  const award = admin.getByRole('dialog', { name: 'New add-up award' });
  await award.getByLabel('Diamonds spent').fill('9000000');
  await award.getByLabel('Prize item 1').selectOption({ label: '25% diamond coupon' });
  await award.getByLabel('Amount of item 1').fill('1');
  await award.getByLabel('Offered').uncheck();
  await award.getByRole('button', { name: 'Save award' }).click();
  await expect(admin.getByText('The award at 9000000 diamonds is saved.')).toBeVisible();
  await expect(admin.getByTestId('diamond-addups').getByRole('row').filter({ hasText: '9,000,000 diamonds spent' })).toContainText('1 × 25% diamond coupon');

  // A player sees the new item in the mall, with its picture loaded.
  await skipNotice(context);
  const player = await freshPlayer();
  await signInAs(page, player, '/diamond-mall');
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText('30 diamonds');
  await expect(item).toContainText('A mug for your morning coffee.');
  await expect(item).toContainText('5 left');
  const picture = item.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/diamond-goods\/[0-9a-f]{64}\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await consoleSide.close();
});
