import { consoleSessionStore } from '../../sessionStore.ts';

/** The signed-in operator's name (whether a conversation is theirs to release). */
export const sessionOperatorName = (): string | null => consoleSessionStore.get().session?.operator.name ?? null;
