import { LoginType } from '../../../contract/enums.ts';
import type { UserInfo } from '../../../contract/calls/account.ts';
import { maskMobile } from '../../shared/validation/mobile.ts';

/**
 * Players who signed up by phone have their number as account name: show it masked like the mobile
 * row, or the account line would print in full the number the page masks elsewhere.
 */
export function displayAccount(userInfo: Pick<UserInfo, 'account' | 'accountType'>): string {
  return userInfo.accountType === LoginType.phone ? maskMobile(userInfo.account) : userInfo.account;
}
