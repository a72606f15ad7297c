import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { callField } from '../dashboard/callError.ts';

/** Where a failure shows: next to a field (by the server's name for it: `value.minAmount`, `reason`), or over the form. */
export interface SaveErrors {
  fields: Record<string, string>;
  form: string | null;
}

const NONE: SaveErrors = { fields: {}, form: null };

/** What the last save did: nothing yet, took effect, or (a money setting) waits for a second admin. */
export type SaveOutcome = false | 'saved' | 'pending';

/**
 * One configuration form's save: refuses locally what cannot be sent (a missing reason, a field that
 * is not a number), then sends, and on an answer hands the saved configuration back. A refusal keeps
 * the admin's input and shows the server's translated message next to the field it names.
 */
export function useConfigSave(onSaved: (config: ConsoleConfig) => void) {
  const { t } = useTranslation('console-pages');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SaveErrors>(NONE);
  const [saved, setSaved] = useState<SaveOutcome>(false);

  /**
   * `shown`: the server's field names this form has an input for; a message for any other field
   * (the whole value, say) shows over the form, so it is never lost.
   */
  async function save(
    reason: string,
    localErrors: Record<string, string>,
    shown: readonly string[],
    send: (reason: string) => Promise<{ config: ConsoleConfig; pendingChange?: unknown }>,
  ): Promise<boolean> {
    const fields = { ...localErrors };
    if (!reason.trim()) fields.reason = t('config.reason.required');
    setSaved(false);
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, form: null });
      return false;
    }
    setBusy(true);
    setErrors(NONE);
    try {
      const { config, pendingChange } = await send(reason.trim());
      onSaved(config);
      // A money setting is not in force yet: the page lists it for a second admin (PendingChanges.tsx).
      setSaved(pendingChange ? 'pending' : 'saved');
      return true;
    } catch (error) {
      const field = callField(error);
      const text = consoleErrorMessage(error);
      setErrors(field && (field === 'reason' || shown.includes(field)) ? { fields: { [field]: text }, form: null } : { fields: {}, form: text });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, saved, save };
}
