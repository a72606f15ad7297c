import type { ConsoleRole } from '../../contract/ops/define.ts';

/**
 * The console session of this tab: the token and who signed in, kept in sessionStorage (per tab, gone
 * when the tab closes; a console left open in another tab is another session). No React here: the API
 * client reads the token and ends the session on a 401, the hook in session.ts subscribes.
 */
export interface ConsoleOperator {
  name: string;
  role: ConsoleRole;
  mustChangePassword: boolean;
  /** Until the operator confirmed their own authenticator: only the enrolment page (after the password). */
  mustEnrolTotp: boolean;
}

/** What the sign-in page says when it opens after the session ended: a key of `console:notices`, with its values. */
export interface ConsoleNotice {
  key: 'sessionEnded' | 'signedOut' | 'signedOutEverywhere' | 'passwordChanged';
  params?: Record<string, number | string>;
}

interface Stored {
  token: string;
  operator: ConsoleOperator;
}

interface State {
  session: Stored | null;
  notice: ConsoleNotice | null;
}

const STORAGE_KEY = 'swerte.console.session';
const listeners = new Set<() => void>();

function readStored(): Stored | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Stored> | null;
    const op = parsed?.operator;
    if (typeof parsed?.token !== 'string' || !op || typeof op.name !== 'string' || typeof op.role !== 'string') return null;
    return { token: parsed.token, operator: { name: op.name, role: op.role, mustChangePassword: op.mustChangePassword === true, mustEnrolTotp: op.mustEnrolTotp === true } };
  } catch {
    return null;
  }
}

function writeStored(session: Stored | null): void {
  try {
    if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode quota): the session still lives in memory for this page.
  }
}

let state: State = { session: typeof sessionStorage === 'undefined' ? null : readStored(), notice: null };

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export const consoleSessionStore = {
  get: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: (): string | null => state.session?.token ?? null,
  start(token: string, operator: ConsoleOperator): void {
    const session = { token, operator };
    writeStored(session);
    set({ session, notice: null });
  },
  updateOperator(patch: Partial<ConsoleOperator>): void {
    if (!state.session) return;
    const session = { ...state.session, operator: { ...state.session.operator, ...patch } };
    writeStored(session);
    set({ ...state, session });
  },
  /** Ends the session here (the server's side is the caller's business) and leaves a notice for the sign-in page. */
  end(notice: ConsoleNotice | null): void {
    writeStored(null);
    set({ session: null, notice });
  },
  clearNotice(): void {
    if (state.notice) set({ ...state, notice: null });
  },
};
