import { useCallback, useSyncExternalStore } from 'react';
import { consoleCall } from './api.ts';
import { deviceToken, rememberDeviceToken } from './devices.ts';
import { consoleSessionStore, type ConsoleNotice, type ConsoleOperator } from './sessionStore.ts';

export { canOpen, type ConsolePage } from './access.ts';
export type { ConsoleNotice, ConsoleOperator } from './sessionStore.ts';

export interface ConsoleSession {
  operator: ConsoleOperator | null;
  /** Throws ConsoleCallError (wrong credentials, locked, bad input); on success the session starts. An empty code is not sent (a first sign-in). */
  signIn(name: string, password: string, totp: string): Promise<ConsoleOperator>;
  /** Ends this session (on the server when it can; here in any case). */
  signOut(): Promise<void>;
  /** Ends every session of this operator; answers how many ended. */
  signOutEverywhere(): Promise<number>;
  /** Changes the password (the session stays); throws ConsoleCallError when the current one is wrong. */
  changePassword(password: string, newPassword: string): Promise<void>;
  /** The operator's own authenticator is confirmed: the console opens. */
  enrolled(): void;
  /** What the sign-in page should say (the session ended, signed out…), once. */
  notice: ConsoleNotice | null;
  clearNotice(): void;
}

const subscribe = consoleSessionStore.subscribe;
const snapshot = () => consoleSessionStore.get();

export function useConsoleSession(): ConsoleSession {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const signIn = useCallback(async (name: string, password: string, totp: string) => {
    const device = deviceToken(name);
    const answer = await consoleCall('consoleSignIn', { name, password, ...(totp ? { totp } : {}), ...(device ? { device } : {}) });
    if (answer.device) rememberDeviceToken(name, answer.device);
    consoleSessionStore.start(answer.token, answer.operator);
    return answer.operator;
  }, []);
  const signOut = useCallback(async () => {
    try {
      await consoleCall('consoleSignOut', {});
    } catch {
      // Already ended on the server (401) or unreachable: this tab forgets the token all the same.
    }
    consoleSessionStore.end({ key: 'signedOut' });
  }, []);
  const signOutEverywhere = useCallback(async () => {
    const { ended } = await consoleCall('consoleSignOutEverywhere', {});
    consoleSessionStore.end({ key: 'signedOutEverywhere', params: { count: ended } });
    return ended;
  }, []);
  const changePassword = useCallback(async (password: string, newPassword: string) => {
    await consoleCall('consoleChangePassword', { password, newPassword });
    consoleSessionStore.updateOperator({ mustChangePassword: false });
  }, []);
  return {
    operator: state.session?.operator ?? null,
    signIn,
    signOut,
    signOutEverywhere,
    changePassword,
    enrolled: () => consoleSessionStore.updateOperator({ mustEnrolTotp: false }),
    notice: state.notice,
    clearNotice: consoleSessionStore.clearNotice,
  };
}
