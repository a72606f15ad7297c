/**
 * Specific failure message keys the server may send in `msg` instead of its errcode's default.
 * Every key here must exist in locales/en-PH/errors.json (a unit test checks).
 */
export const MessageKey = {
  requestTooLarge: 'errors.requestTooLarge',
  malformedJson: 'errors.malformedJson',
  unknownField: 'errors.unknownField',
  fieldTooLong: 'errors.fieldTooLong',
  fieldInvalid: 'errors.fieldInvalid',
  fieldRequired: 'errors.fieldRequired',
  fieldLength: 'errors.fieldLength',
  accountFormat: 'errors.auth.accountFormat',
  birthDateInvalid: 'errors.auth.birthDateInvalid',
  wrongCredentials: 'errors.auth.wrongCredentials',
  accountLocked: 'errors.auth.locked',
  addressLocked: 'errors.auth.addressLocked',
  accountExists: 'errors.auth.accountExists',
  mobileExists: 'errors.auth.mobileExists',
  mobileNotRegistered: 'errors.auth.mobileNotRegistered',
  underAge: 'errors.auth.underAge',
  passwordAlreadySet: 'errors.auth.passwordAlreadySet',
  registerTypeDisabled: 'errors.auth.registerTypeDisabled',
  mobileAlreadyBound: 'errors.auth.mobileAlreadyBound',
  invalidInviter: 'errors.auth.invalidInviter',
  smsCooldown: 'errors.sms.cooldown',
  smsCodeInvalid: 'errors.sms.codeInvalid',
  smsCodeExpired: 'errors.sms.codeExpired',
  smsTooManyAttempts: 'errors.sms.tooManyAttempts',
  smsDailyLimit: 'errors.sms.dailyLimit',
  smsAddressLimit: 'errors.sms.addressLimit',
  registrationLimit: 'errors.auth.registrationLimit',
  tooManyItems: 'errors.tooManyItems',
  nicknameTooLong: 'errors.profile.nicknameTooLong',
  themeNotFound: 'errors.theme.notFound',
  timeout: 'errors.timeout',
  network: 'errors.network',
} as const;
export type MessageKeyValue = (typeof MessageKey)[keyof typeof MessageKey];
