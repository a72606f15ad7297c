/**
 * The order form's helpers. A quick pick is only a suggestion made in the browser (the draw's numbers
 * are the server's, from its committed seed), so the browser's own random numbers serve.
 */
export function quickPick(pick: number, pool: number, random: (n: number) => number = cryptoIndex): number[] {
  const balls = Array.from({ length: pool }, (_, i) => i + 1);
  for (let i = 0; i < pick; i++) {
    const j = i + random(pool - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, pick).sort((a, b) => a - b);
}

/** A uniform index in [0, n) from the browser's cryptographic random numbers (rejection, no modulo bias). */
function cryptoIndex(n: number): number {
  const limit = Math.floor(2 ** 32 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % n;
  }
}

/** An order's request id (the contract's 8–64 of A–Z a–z 0–9 _ -). */
export const requestId = () => `lot-${crypto.randomUUID().replaceAll('-', '')}`;
