import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshPlayer, otherAddress, signInWithPassword, skipNotice, tryCall } from './helpers.ts';

// Sign-in protection (issue 16; server/auth/login-guard.ts): a stranger's wrong passwords never lock
// the owner out. The owner's browser answers the challenge in a worker and waits out any delay by
// itself; the player only types the password.
test.beforeEach(async ({ context }) => {
  await skipNotice(context);
});

const leadingZeroBits = (hash: Buffer) => {
  let bits = 0;
  for (const byte of hash) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
};
const solve = (challenge: string, difficulty: number) => {
  for (let n = 0; ; n++) if (leadingZeroBits(createHash('sha256').update(`${challenge}${n}`).digest()) >= difficulty) return String(n);
};

/** A stranger guessing from an address of their own, answering challenges and waiting as told. */
async function strangerGuesses(account: string, guesses: number): Promise<void> {
  const address = otherAddress();
  let answer: { challenge?: string; nonce?: string } = {};
  for (let made = 0; made < guesses; ) {
    const { body } = await tryCall('accountLogin', { type: 2, account, password: `guess-${made}`, ...answer }, address);
    const params = (body.params ?? {}) as { retryAfter?: number; challenge?: string; difficulty?: number };
    if (body.msg === 'errors.auth.wrongCredentials') made += 1;
    else expect(['errors.auth.signinChallenge', 'errors.auth.signinWait']).toContain(body.msg);
    if (params.challenge) answer = { challenge: params.challenge, nonce: solve(params.challenge, params.difficulty!) };
    if (params.retryAfter) await new Promise((resolve) => setTimeout(resolve, params.retryAfter! * 1000));
  }
}

test("after a stranger's wrong passwords, the owner still signs in with the right one", async ({ page }) => {
  const player = await freshPlayer();
  await strangerGuesses(player.account, 5);
  await page.goto('/auth/login?type=account');
  await signInWithPassword(page, player.account, player.password);
  // The server asked this browser for a challenge; it solved it in a worker and signed in.
  await expect(page.getByTestId('balance')).toHaveText('₱50', { timeout: 20_000 });
});

test('after their own wrong passwords, the player sees the wait, then signs in', async ({ page }) => {
  const player = await freshPlayer();
  await page.goto('/auth/login?type=account');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const submit = dialog.getByRole('button', { name: 'Sign in' });
  for (let i = 0; i < 4; i++) {
    await signInWithPassword(page, player.account, 'not-the-password');
    // Each try runs to its end (the 4th answers a challenge and waits 1 s first) before the next.
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password. Please check and try again.');
  }
  // The fourth failure asks the next try to wait 2 s: the form counts it down.
  await expect(dialog.getByText(/^You can try again in [12] s\.$/)).toBeVisible();
  await signInWithPassword(page, player.account, player.password);
  await expect(page.getByTestId('balance')).toHaveText('₱50', { timeout: 20_000 });
});
