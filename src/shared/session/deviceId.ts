import { storage, StorageKey } from '../storage.ts';

/** A random id for this browser, kept on the device; the server links sessions to devices with it. */
export function deviceId(): string {
  const existing = storage.get(StorageKey.deviceId);
  if (existing) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  storage.set(StorageKey.deviceId, id);
  return id;
}
