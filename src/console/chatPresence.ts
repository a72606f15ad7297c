import { consoleCall } from './api.ts';
import { consoleSessionStore } from './sessionStore.ts';

/** The desk's heartbeat, a little more often than chatRules.presenceSeconds (90 s) needs. */
const BEAT_MS = 20_000;
const DESK_ROLES = new Set(['support', 'admin']);

/**
 * Keeps a support operator (or an admin) "online" for the players' chat while the console is open
 * (docs/chat.md "Presence"): a consoleChatPresence call now and every 20 s, from sign-in to sign-out.
 * Other roles do not answer the chat and send nothing.
 */
export function followChatPresence(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let token: string | null = null;
  const beat = () => void consoleCall('consoleChatPresence', {}).catch(() => undefined);
  const sync = () => {
    const session = consoleSessionStore.get().session;
    const ready = session && DESK_ROLES.has(session.operator.role) && !session.operator.mustChangePassword && !session.operator.mustEnrolTotp;
    const next = ready ? session.token : null;
    if (next === token) return;
    token = next;
    if (timer) clearInterval(timer);
    timer = null;
    if (!token) return;
    beat();
    timer = setInterval(beat, BEAT_MS);
  };
  sync();
  const unsubscribe = consoleSessionStore.subscribe(sync);
  return () => {
    unsubscribe();
    if (timer) clearInterval(timer);
  };
}
