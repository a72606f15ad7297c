import { describe, expect, it } from 'vitest';
import consoleErrors from '../locales/en-PH/console-errors.json';
import playerErrors from '../locales/en-PH/errors.json';
import { errcodeInfo } from './errcodes.ts';
import { MessageKey } from './messages.ts';

/** The server's message keys: the player app's texts and the console's (`errors.console.*`), one namespace. */
const errors = { ...playerErrors, ...consoleErrors };

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
});
