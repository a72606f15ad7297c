/**
 * A red-packet rain's prize list (issue 30, docs/rain.md "Fairness", docs/fairness.md "Red-packet
 * rain"), pure and synchronous like algorithm.ts: the server runs it with node:crypto's HMAC when an
 * event opens, a player runs it after the event with the revealed seed and gets the same list.
 *
 * Bytes: the algorithm's word stream (algorithm.ts) with
 *   key = the event's seed as its 64-character hex text, message = `rain:${eventId}:${r}`, r = 0, 1, …
 * i.e. `roundMessage('rain', eventId, r)`: client seed `rain`, nonce the event's id.
 *
 * List: every packet gets 1 centavo; the rest of the budget is shared by weights
 *   w_i = (1 + uniformIndex(stream, 100))², one word (or more, on a rejection) per packet in order,
 * so a packet is worth between about a third of the mean and three times it, mostly small with a few
 * large ones; share_i = floor(rest · w_i / W), and the centavos the floors left (fewer than the
 * packets) go one each to the largest remainders (rest · w_i mod W), the lower index first on a tie.
 * The list sums exactly to the budget. It is not shuffled: the weights are independent draws, so the
 * list is in random order already, and packets are handed out in list order.
 */
import { roundMessage, uniformIndex, WordStream } from './algorithm.ts';

/** The message of round r of an event's stream: the client seed `rain`, the nonce the event's id. */
export const rainRoundMessage = (eventId: number, round: number) => roundMessage('rain', eventId, round);

/** The spread of the weights: w = (1 + uniform [0, 100))². */
export const RAIN_WEIGHT_STEPS = 100;

/**
 * The packets' amounts (hundredths) in the order they are handed out. Throws when the budget cannot
 * give every packet a centavo or a figure is not a safe positive integer.
 */
export function allocateRain(stream: WordStream, packetCount: number, budget: number): number[] {
  if (!Number.isSafeInteger(packetCount) || packetCount < 1) throw new RangeError(`rain: packetCount must be a positive integer, got ${packetCount}`);
  if (!Number.isSafeInteger(budget) || budget < packetCount) throw new RangeError(`rain: the budget (${budget}) must be an integer of at least one centavo a packet (${packetCount})`);
  const weights: number[] = Array.from({ length: packetCount }, () => 0);
  let total = 0;
  for (let i = 0; i < packetCount; i++) {
    const step = 1 + uniformIndex(stream, RAIN_WEIGHT_STEPS);
    weights[i] = step * step;
    total += weights[i]!;
  }
  // BigInt: rest · w reaches 10^9 · 10^4 and the sums stay exact whatever the limits become.
  const rest = BigInt(budget - packetCount);
  const W = BigInt(total);
  const amounts: number[] = Array.from({ length: packetCount }, () => 0);
  const remainders: bigint[] = Array.from({ length: packetCount }, () => 0n);
  let given = 0n;
  for (let i = 0; i < packetCount; i++) {
    const scaled = rest * BigInt(weights[i]!);
    const share = scaled / W;
    remainders[i] = scaled % W;
    amounts[i] = 1 + Number(share);
    given += share;
  }
  let left = Number(rest - given);
  if (left > 0) {
    const order = Array.from({ length: packetCount }, (_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b));
    for (const i of order) {
      if (left === 0) break;
      amounts[i]! += 1;
      left -= 1;
    }
  }
  return amounts;
}

/** The list from the event's HMAC rounds: a function computing round r's 32 bytes (the server's, a verifier's). */
export function rainPrizeList(round: (r: number) => Uint8Array, packetCount: number, budget: number): number[] {
  return allocateRain(new WordStream(round), packetCount, budget);
}
