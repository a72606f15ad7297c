/**
 * A fresh id for one attempt of a call the server keeps idempotent (`recharge`, `exchange`,
 * `slotSpin`, `receiveDrawChance`): a retry of the same attempt sends it again, a new attempt gets a
 * new one. 32 letters and digits, within every requestId rule of the contract (`[A-Za-z0-9_-]{8,64}`).
 */
export function newRequestId(): string {
  return globalThis.crypto?.randomUUID?.().replaceAll('-', '') ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
