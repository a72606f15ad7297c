/** The SMS adapter. Production plugs in a carrier gateway; development and tests use an outbox. */
export interface SmsSender {
  send(message: { mobile: string; text: string; code: string; purpose: number }): Promise<void>;
}
