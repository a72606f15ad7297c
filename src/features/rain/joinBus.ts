/**
 * Between the rain's page and its overlay (docs/rain.md, Client): the page's "Join the rain" asks the
 * overlay's host (mounted for signed-in players, app/PlayerHosts.tsx) to open the event, and the host
 * says when the player left the rain, so the page reads its counts again. A tiny module both chunks share.
 */
type JoinListener = (eventId: number) => void;
const joinListeners = new Set<JoinListener>();
const leftListeners = new Set<() => void>();

export function requestJoin(eventId: number): void {
  for (const listener of joinListeners) listener(eventId);
}

export function onJoinRequest(listener: JoinListener): () => void {
  joinListeners.add(listener);
  return () => void joinListeners.delete(listener);
}

export function announceLeft(): void {
  for (const listener of leftListeners) listener();
}

export function onRainLeft(listener: () => void): () => void {
  leftListeners.add(listener);
  return () => void leftListeners.delete(listener);
}
