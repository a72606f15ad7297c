import { describe, expect, it } from 'vitest';
import consoleErrors from '../locales/en-PH/console-errors.json';
import bankruptErrors from '../locales/en-PH/bankrupt-errors.json';
import chatErrors from '../locales/en-PH/chat-errors.json';
import diamondsErrors from '../locales/en-PH/diamonds-errors.json';
import scratchErrors from '../locales/en-PH/scratch-errors.json';
import spinErrors from '../locales/en-PH/spin-errors.json';
import pusherErrors from '../locales/en-PH/pusher-errors.json';
import rainErrors from '../locales/en-PH/rain-errors.json';
import lotteryErrors from '../locales/en-PH/lottery-errors.json';
import agentsErrors from '../locales/en-PH/agents-errors.json';
import showsErrors from '../locales/en-PH/shows-errors.json';
import followErrors from '../locales/en-PH/follow-errors.json';
import pkErrors from '../locales/en-PH/pk-errors.json';
import playerErrors from '../locales/en-PH/errors.json';
import feedbackErrors from '../locales/en-PH/feedback-errors.json';
import kycErrors from '../locales/en-PH/kyc-errors.json';
import mailErrors from '../locales/en-PH/mail-errors.json';
import pointsErrors from '../locales/en-PH/points-errors.json';
import profileErrors from '../locales/en-PH/profile-errors.json';
import protectionErrors from '../locales/en-PH/protection-errors.json';
import walletErrors from '../locales/en-PH/wallet-errors.json';
import { errcodeInfo } from './errcodes.ts';
import { MessageKey } from './messages.ts';
import { ConsoleMessageKey } from './ops/messages.ts';

/**
 * The server's message keys: the player app's texts, the console's (`errors.console.*`) and the KYC
 * pages' (`errors.kyc.*` but the two sign-in shows) and the limits' (`errors.protection.*` but sign-in's
 * and the errcodes' defaults: protection-errors.json, with the chunks whose calls a limit refuses; the bankruptcy
 * gift's reasons: bankrupt-errors.json, with its popup), one namespace.
 */
const errors = {
  ...playerErrors,
  ...consoleErrors,
  kyc: { ...playerErrors.kyc, ...kycErrors.kyc },
  // The wallet calls' messages (wallet-errors.json) come with the wallet's pages, their only callers.
  wallet: { ...playerErrors.wallet, ...walletErrors.wallet },
  protection: { ...playerErrors.protection, ...protectionErrors.protection },
  bankrupt: { ...playerErrors.bankrupt, ...bankruptErrors.bankrupt },
  // The points exchange's refusals (points-errors.json) come with the points page, the only caller.
  ...pointsErrors,
  // The live chat's refusals (chat-errors.json) come with the chat's chunk, the only caller.
  ...chatErrors,
  // The inbox's refusals (mail-errors.json) come with the inbox's chunk and the console's mail page.
  ...mailErrors,
  // Feedback's refusals (feedback-errors.json) come with the feedback pages; the profile page's with it.
  ...feedbackErrors,
  profile: { ...playerErrors.profile, ...profileErrors.profile },
  // The diamond mall's refusals (diamonds-errors.json) come with the mall's chunk; the console's with the console.
  diamonds: { ...consoleErrors.diamonds, ...diamondsErrors.diamonds },
  // Scratch cards' refusals (scratch-errors.json) come with the scratch scene's chunk.
  ...scratchErrors,
  // The spin wheel's refusals (spin-errors.json) come with the wheel's chunk.
  ...spinErrors,
  // The coin pusher's refusals (pusher-errors.json) come with the pusher's chunk.
  ...pusherErrors,
  ...rainErrors,
  ...lotteryErrors,
  ...agentsErrors,
  ...showsErrors,
  ...followErrors,
  ...pkErrors,
};

const lookup = (key: string): unknown =>
  key
    .replace(/^errors\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors);

describe('every message the server can send has en-PH text', () => {
  it.each(Object.values(errcodeInfo).map((i) => i.key))('errcode key %s', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });
  it.each(Object.values(MessageKey))('message key %s', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });
  it.each(Object.values(ConsoleMessageKey))('console message key %s', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });
});
