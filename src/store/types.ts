import type { AppConfig, CallResult, Theme, UserInfo } from '../../contract/index.ts';

type Payload<T> = Omit<T, 'errcode' | 'msg'>;

export type Balances = Payload<CallResult<'refreshData'>>;
export type PreLogin = Payload<CallResult<'anonymous/preLogin2'>>;
/** A server that does not say is taken as production (no sandbox ribbon). */
export type RunMode = NonNullable<CallResult<'anonymous/appConfig'>['runMode']>;
export type AfterLoginInfo = Payload<CallResult<'getAfterLoginInfoWeb'>>;
/** What getAfterLoginInfoWeb brings besides userInfo. */
export type PlayerExtras = Omit<AfterLoginInfo, 'userInfo'>;
export type { AppConfig, Theme, UserInfo };

export type AuthModalKind = 'login' | 'register' | 'forget';
/** Which sign-in tab: phone + SMS code, or account (or mobile) + password. */
export type LoginTab = 'phone' | 'account';
export interface AuthModalState {
  kind: AuthModalKind;
  loginTab?: LoginTab;
  /** Prefill for the account field, e.g. the mobile number whose password was just reset; a number also fills the phone tab's. */
  account?: string;
}

export type NoticeStatus = 'pending' | 'accepted' | 'left';

export interface Toast {
  id: number;
  /** i18n key with namespace, e.g. 'member:signedOut'. */
  key: string;
  params?: Record<string, string | number>;
  tone: 'info' | 'success' | 'error';
}

/** A claim's prize on the reward popup: the spec's prop ids and counts, and its coin locked by wagering (hundredths). */
export interface RewardShown {
  items: { propId: number; count: number }[];
  locked: number;
}
