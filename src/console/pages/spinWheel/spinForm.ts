import { SPIN_LIMITS, type ConsoleSpinSettings } from '../../../../contract/ops/spin.ts';
import { whole, type FormRefusal } from '../../formChecks.ts';

/**
 * The wheel's settings form as text fields and its conversion to consoleSpinConfigSave's body (pure, so a
 * unit test checks it): steps typed in whole pesos, sent in hundredths; a source with step 0 or cap 0 is
 * no source. The limits are the contract's, the server's (server/spin/config.ts) checks them again.
 */
export interface SpinForm {
  enabled: boolean;
  dailyFree: string;
  depositStep: string;
  depositCap: string;
  betStep: string;
  betCap: string;
  wagering: string;
}

export const formOfSettings = (s: ConsoleSpinSettings): SpinForm => ({
  enabled: s.enabled,
  dailyFree: String(s.dailyFree),
  depositStep: String(s.depositStep / 100),
  depositCap: String(s.depositCap),
  betStep: String(s.betStep / 100),
  betCap: String(s.betCap),
  wagering: String(s.wagering),
});

export function settingsBody(form: SpinForm): { body: ConsoleSpinSettings } | { refusal: FormRefusal } {
  const fields = [
    ['dailyFree', SPIN_LIMITS.dailyFree],
    ['depositStep', SPIN_LIMITS.stepPesos],
    ['depositCap', SPIN_LIMITS.cap],
    ['betStep', SPIN_LIMITS.stepPesos],
    ['betCap', SPIN_LIMITS.cap],
    ['wagering', SPIN_LIMITS.wagering],
  ] as const;
  const n: Partial<Record<(typeof fields)[number][0], number>> = {};
  for (const [field, max] of fields) {
    const value = whole(form[field], 0, max);
    if (value === null) return { refusal: { field, key: 'form.between', params: { min: 0, max } } };
    n[field] = value;
  }
  return {
    body: {
      enabled: form.enabled,
      dailyFree: n.dailyFree!,
      depositStep: n.depositStep! * 100,
      depositCap: n.depositCap!,
      betStep: n.betStep! * 100,
      betCap: n.betCap!,
      wagering: n.wagering!,
    },
  };
}

/** The most spins a player can have in a day with these settings (free + both caps, a source counting only with step and cap). */
export function dailyMax(s: ConsoleSpinSettings): number {
  return s.dailyFree + (s.depositStep > 0 ? s.depositCap : 0) + (s.betStep > 0 ? s.betCap : 0);
}
