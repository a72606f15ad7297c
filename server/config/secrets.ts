import { readFileSync } from 'node:fs';

/**
 * Secrets and other settings that may come from a file: `NAME=value`, or `NAME_FILE=/path` whose
 * contents (trimmed) are the value, the way container orchestrators mount secrets (Docker and
 * Kubernetes secrets are files). Nothing here throws: what cannot be read becomes a problem that the
 * start-up check names together with every other one (config/env.ts).
 */
export interface Setting {
  /** The value, trimmed; undefined when neither NAME nor NAME_FILE is set. */
  value?: string;
  /** Why NAME / NAME_FILE could not be used (unreadable file, both given). */
  problem?: string;
}

export function readSetting(source: NodeJS.ProcessEnv, name: string): Setting {
  const direct = source[name];
  const file = source[`${name}_FILE`];
  if (direct !== undefined && file !== undefined) return { problem: `${name} and ${name}_FILE are both set: set one` };
  if (file !== undefined) {
    if (file.trim() === '') return { problem: `${name}_FILE is empty: give the path of the file holding ${name}` };
    try {
      return { value: readFileSync(file, 'utf8').trim() };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      return { problem: `${name}_FILE: cannot read ${file} (${code})` };
    }
  }
  return direct === undefined ? {} : { value: direct.trim() };
}

/** Our own shared secrets (operator endpoint, sandbox signatures): 32 characters at least, e.g. `openssl rand -hex 32`. */
export const OWN_SECRET_MIN = 32;
/** Secrets a provider issues (API keys, webhook signing keys): 16 characters at least. */
export const PROVIDER_SECRET_MIN = 16;

/**
 * What is wrong with a secret that is set, or undefined when it is fine: empty, shorter than `min`,
 * or holding whitespace or control characters (a pasted line break, two values run together).
 */
export function secretProblem(name: string, value: string, min: number): string | undefined {
  if (value === '') return `${name} is empty`;
  if (/\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return `${name} contains whitespace or control characters`;
  if (value.length < min) return `${name} is shorter than ${min} characters`;
  return undefined;
}

/** A secret the current mode requires: its problem when missing or refused. */
export function requiredSecretProblem(name: string, setting: Setting, min: number): string | undefined {
  if (setting.problem) return setting.problem;
  if (setting.value === undefined) return `${name} is not set`;
  return secretProblem(name, setting.value, min);
}

/** A secret the current mode may use: its problem when given and refused. */
export function optionalSecretProblem(name: string, setting: Setting, min: number): string | undefined {
  if (setting.problem) return setting.problem;
  return setting.value === undefined ? undefined : secretProblem(name, setting.value, min);
}
